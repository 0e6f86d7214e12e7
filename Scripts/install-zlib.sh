#!/usr/bin/env bash
# The service links the system zlib (Package.swift's CZlib target): building it needs zlib's headers, from Debian's
# zlib1g-dev. Installs them when they are missing (the Swift images and this project's machines have them already).
set -euo pipefail
if [ ! -e /usr/include/zlib.h ]; then
    echo "installing zlib1g-dev (zlib's headers)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq zlib1g-dev >/dev/null
fi

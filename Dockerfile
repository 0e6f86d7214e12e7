# style-resolver in two stages: the official Swift image builds a release binary with the Swift runtime linked in
# statically; a plain Ubuntu image (the build image's base, so the same glibc; libstdc++ and bash are already in it)
# runs it as a non-root user. `.ci/run` lints this file with hadolint, runs its `swift build` line
# (Scripts/build-release.sh reads it from here), checks the binary with ldd, and smoke-tests it and the
# HEALTHCHECK command below.

# The swift image has zlib1g-dev (the service links the system zlib for gzip answers). The build context has no .git
# (.dockerignore), so the commit `style-resolver --version` prints comes in as a build argument:
#   docker build --build-arg STYLE_RESOLVER_COMMIT="$(git rev-parse HEAD)" .
# Without it the binary says "commit unknown".
FROM swift:6.3-noble AS build
ARG STYLE_RESOLVER_COMMIT=""
WORKDIR /src
COPY . .
RUN swift build -c release --static-swift-stdlib --product style-resolver \
    && install -m 0755 "$(swift build -c release --static-swift-stdlib --product style-resolver --show-bin-path)/style-resolver" /usr/local/bin/

# libz.so.1 (zlib1g) is in the base image already: dpkg needs it.
FROM ubuntu:24.04
RUN groupadd --system --gid 10001 resolver \
    && useradd --system --uid 10001 --gid resolver --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin resolver \
    && mkdir /data \
    && chown resolver:resolver /data
COPY --from=build /usr/local/bin/style-resolver /usr/local/bin/style-resolver
# User styles (PUT /v1/styles/{name}) are kept in /data: mount a volume there to keep them.
ENV STYLE_RESOLVER_DATA_DIR=/data \
    STYLE_RESOLVER_PORT=8080
VOLUME ["/data"]
USER 10001:10001
EXPOSE 8080
# bash's /dev/tcp speaks just enough HTTP; the image needs no curl.
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
    CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${STYLE_RESOLVER_PORT:-8080} && printf 'GET /healthz HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n' >&3 && read -r status <&3 && [[ $status == *' 200 '* ]]"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/style-resolver"]
CMD ["serve"]

#!/usr/bin/env bash
# Checks deploy/kubernetes/: every manifest against Kubernetes' own schemas (kubernetes-validate, strict, a pinned
# version); the ConfigMap's style documents with `style-resolver check-styles`, laid out as the kubelet mounts a
# ConfigMap (a ..data folder and symlinks); and the Deployment's container as configured (its args, its literal
# environment, the ConfigMap at its mount path) on the release binary: its probe paths answer 200, the ConfigMap's
# styles resolve, writes are refused, and a ConfigMap update (the kubelet's ..data symlink swap) reaches the running
# container without a restart. The ConfigMap must be mounted without subPath: a subPath mount never sees an update.
set -euo pipefail
cd "$(dirname "$0")/.."
kubernetes_version=1.33.0
bash Scripts/python-tools.sh
source Scripts/lib/service.sh

echo "== kubernetes: validate deploy/kubernetes/ (strict, Kubernetes $kubernetes_version)"
.venv-ci/bin/kubernetes-validate --strict --kubernetes-version "$kubernetes_version" deploy/kubernetes/*.yaml

binary=$(bash Scripts/build-release.sh)
work=$(mktemp -d)
trap 'stop_service || true; rm -rf "$work"' EXIT

# The ConfigMap written out as the kubelet does, and the Deployment's container settings with the ConfigMap's
# mount path pointing there: one line each of args, env (NAME=value) and probe paths.
.venv-ci/bin/python - "$work" <<'PY'
import os, sys, yaml
work = sys.argv[1]
documents = {}
for name in sorted(os.listdir("deploy/kubernetes")):
    with open(os.path.join("deploy/kubernetes", name)) as file:
        for document in yaml.safe_load_all(file):
            documents[(document["kind"], document["metadata"]["name"])] = document
deployment = documents[("Deployment", "style-resolver")]
pod = deployment["spec"]["template"]["spec"]
container = pod["containers"][0]
mounts = {}
for volume in pod["volumes"]:
    config_map = documents[("ConfigMap", volume["configMap"]["name"])]
    folder = os.path.join(work, "volumes", volume["name"])
    data = os.path.join(folder, "..2026_01_01_00_00_00.000000000")
    os.makedirs(data)
    os.symlink(os.path.basename(data), os.path.join(folder, "..data"))
    for key, text in config_map["data"].items():
        with open(os.path.join(data, key), "w") as file:
            file.write(text)
        os.symlink(os.path.join("..data", key), os.path.join(folder, key))
    mounts[volume["name"]] = folder
for mount in container["volumeMounts"]:
    if mount["name"] in mounts and ("subPath" in mount or "subPathExpr" in mount):
        sys.exit(f"kubernetes: the ConfigMap volume {mount['name']} is mounted with subPath: updates never reach it")
paths = {mount["mountPath"]: mounts[mount["name"]] for mount in container["volumeMounts"]}
args = [paths.get(argument, argument) for argument in container["args"]]
env = [f"{variable['name']}={variable['value']}" for variable in container.get("env", []) if "value" in variable]
probes = [container[probe]["httpGet"]["path"] for probe in ("readinessProbe", "livenessProbe")]
for name, values in (("args", args), ("env", env), ("probes", probes), ("styles", list(mounts.values()))):
    with open(os.path.join(work, name), "w") as file:
        file.write("\n".join(values) + "\n")
PY
mapfile -t args <"$work/args"
mapfile -t environment <"$work/env"
mapfile -t probes <"$work/probes"
mapfile -t styles <"$work/styles"

echo "== kubernetes: the ConfigMap's styles"
for folder in "${styles[@]}"; do "$binary" check-styles "$folder"; done

echo "== kubernetes: the Deployment's container: ${args[*]}"
for assignment in "${environment[@]}"; do export "${assignment?}"; done
STYLE_RESOLVER_DATA_DIR="$work/data" start_service "$binary" "$work/service.log" "${args[@]}"
for path in "${probes[@]}"; do
    curl -fsS "$service_url$path" >/dev/null
    echo "probe $path: 200"
done
answer=$(curl -fsS -X POST "$service_url/v1/resolve" -H 'Content-Type: application/json' \
    -d '{"style": "archivedCell", "state": {"customStates": {"com.my-app.MyCell.isArchived": true}}}')
if [[ "$answer" != *'"visualEffect":"systemMaterial"'* ]]; then
    echo "kubernetes: the ConfigMap's archivedCell did not resolve as expected: $answer" >&2
    exit 1
fi
echo "archivedCell from the ConfigMap: resolves (visualEffect systemMaterial)"
write=$(curl -sS -o /dev/null -w '%{http_code}' -X PUT "$service_url/v1/styles/another" \
    -H 'Content-Type: application/json' -d '{"extends": "cell"}')
if [ "$write" != 403 ]; then
    echo "kubernetes: a write to a --read-only replica answered $write, not 403" >&2
    exit 1
fi
echo "PUT on a replica: 403 (read-only)"

# A ConfigMap update as the kubelet applies it: the new files in a new timestamped folder, a ..data_tmp symlink to
# it renamed over ..data, the old folder removed. The running container must serve the change (it watches the
# folder) within a few seconds, under the same process.
echo "== kubernetes: a ConfigMap update reaches the running container"
folder=${styles[0]}
old=$(readlink "$folder/..data")
new="..2026_01_01_00_01_00.000000000"
mkdir "$folder/$new"
for file in "$folder/$old"/*.json; do
    sed 's/"cornerRadius": 8/"cornerRadius": 12/' "$file" >"$folder/$new/$(basename "$file")"
done
ln -s "$new" "$folder/..data_tmp"
mv -T "$folder/..data_tmp" "$folder/..data"
rm -rf "${folder:?}/$old"
pid=$service_pid
updated=""
for _ in $(seq 1 100); do
    answer=$(curl -fsS "$service_url/v1/resolve?style=archivedCell")
    if [[ "$answer" == *'"cornerRadius":12'* ]]; then
        updated=yes
        break
    fi
    sleep 0.1
done
if [ -z "$updated" ] || ! kill -0 "$pid" 2>/dev/null; then
    echo "kubernetes: the ConfigMap update did not reach the running container within 10 s:" >&2
    cat "$work/service.log" >&2
    exit 1
fi
curl -fsS "$service_url/metrics" | grep '^style_resolver_styles_reloads_total'
echo "archivedCell after the update: cornerRadius 12, same process ($pid), no restart"
stop_service
echo "kubernetes: manifests valid, ConfigMap styles load, the Deployment's container serves them read-only and"
echo "  follows a ConfigMap update without a restart"

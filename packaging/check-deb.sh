#!/usr/bin/env bash
# Checks a built Kibitz .deb as CI does: its file list against packaging/debian/contents.txt, its control fields,
# the desktop entry and AppStream metainfo it ships (desktop-file-validate, appstreamcli validate --no-net), that
# its programs run, and lintian with no error and no warning. Exits non-zero on the first problem.
#   packaging/check-deb.sh build/release/kibitz_<version>_<arch>.deb APP_ID      (APP_ID: KIBITZ_APP_ID)
set -euo pipefail

deb="${1:?usage: packaging/check-deb.sh FILE.deb APP_ID}"
app_id="${2:?usage: packaging/check-deb.sh FILE.deb APP_ID}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail()
{
    printf 'check-deb: %s\n' "$*" >&2
    exit 1
}
step() { printf -- '--- %s\n' "$*"; }

step "contents (dpkg-deb -c) against packaging/debian/contents.txt"
grep -v '^#' "$here/debian/contents.txt" | sed "s/@APP_ID@/$app_id/g" | sort >"$work/expected"
# Regular files and links only: the directories follow from them.
dpkg-deb -c "$deb" | awk '$1 !~ /^d/ { print $6 }' | sort >"$work/actual"
diff -u "$work/expected" "$work/actual" || fail "the package's files differ from packaging/debian/contents.txt (- expected, + packaged)"
echo "$(wc -l <"$work/actual") files as expected"

step "control fields"
field() { dpkg-deb -f "$deb" "$1"; }
[[ $(field Package) == kibitz ]] || fail "Package is '$(field Package)'"
[[ $(field Section) == games ]] || fail "Section is '$(field Section)'"
# dpkg-shlibdeps ran: the Qt libraries the programs link are there with versions.
for lib in libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libstdc++6; do
    [[ $(field Depends) == *"$lib ("* ]] || fail "Depends lacks $lib: $(field Depends)"
done
[[ $(field Recommends) == *stockfish* ]] || fail "Recommends lacks stockfish: $(field Recommends)"
echo "Depends: $(field Depends)"

dpkg-deb -x "$deb" "$work/root"
step "desktop-file-validate"
desktop-file-validate "$work/root/usr/share/applications/$app_id.desktop"
echo "OK"

step "appstreamcli validate --no-net"
appstreamcli validate --no-net --strict "$work/root/usr/share/metainfo/$app_id.metainfo.xml"

step "the packaged programs run"
"$work/root/usr/games/kibitz-cli" --version
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$work/root/usr/games/kibitz" --version # no display needed
for page in kibitz kibitz-cli; do
    zcat "$work/root/usr/share/man/man6/$page.6.gz" | grep -q "^\.TH ${page^^} 6 " || fail "$page.6.gz is not the man page of $page"
done

step "lintian (fails on errors and warnings; info tags are shown)"
lintian --fail-on error,warning --info "$deb"
echo "lintian: no errors, no warnings"

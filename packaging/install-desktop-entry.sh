#!/bin/sh
# Adds plagcheck to the desktop's application menu for this user (nothing outside ~/.local is
# touched): the .desktop entry, pointing at the plagcheck executable next to this script, and the
# icons. Run it again after moving the folder; remove ~/.local/share/applications/plagcheck.desktop
# to undo.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
mkdir -p "$data/applications"
sed "s|^Exec=plagcheck|Exec=\"$here/plagcheck\"|" "$here/plagcheck.desktop" \
    > "$data/applications/plagcheck.desktop"
for size in 16 32 48 64 128 256; do
    mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
    cp "$here/icons/plagcheck-$size.png" "$data/icons/hicolor/${size}x${size}/apps/plagcheck.png"
done
mkdir -p "$data/icons/hicolor/scalable/apps"
cp "$here/icons/plagcheck.svg" "$data/icons/hicolor/scalable/apps/plagcheck.svg"
echo "plagcheck is in the application menu ($data/applications/plagcheck.desktop)"

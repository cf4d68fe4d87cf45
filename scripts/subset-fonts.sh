#!/usr/bin/env bash
# Rebuild public/fonts from upstream variable fonts (Latin-1 subsets of Inter and
# Space Grotesk, OFL). Not part of the build: the outputs are committed. Needs
# Python's fontTools with brotli (pip install fonttools brotli).
#   scripts/subset-fonts.sh <Inter variable font> <Space Grotesk variable font>
# The site sets type between weights 400 and 700, so the weight axis is cut to
# that range; only the layout features the CSS relies on are kept (kerning,
# ligatures, tabular figures, mark positioning); hinting is dropped.
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/public/fonts"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
latin1='U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0300-0304,U+0308-0309,U+0323,U+2000-200B,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+2044,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215'
subset() { # source, output name
  python3 -m fontTools.varLib.instancer "$1" wght=400:700 -o "$tmp/$2.ttf"
  python3 -m fontTools.subset "$tmp/$2.ttf" --unicodes="$latin1" --layout-features='kern,liga,tnum,ccmp,mark,mkmk' \
    --no-hinting --flavor=woff2 --output-file="$out/$2.woff2"
}
subset "$1" inter-var
subset "$2" space-grotesk-var
ls -l "$out"/*.woff2

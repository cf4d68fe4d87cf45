#!/usr/bin/env bash
# Rebuild public/fonts from the upstream fonts (Latin-1 subsets, all OFL): Inter
# (variable, the body face) and Instrument Serif regular and italic (static, the
# display face). Not part of the build: the outputs are committed. Needs Python's
# fontTools with brotli (pip install fonttools brotli, or Debian's
# python3-fonttools and python3-brotli).
#   scripts/subset-fonts.sh <Inter variable font> <Instrument Serif regular> <Instrument Serif italic>
# The npm package @fontsource/instrument-serif ships the Instrument Serif files
# (files/instrument-serif-latin-400-{normal,italic}.woff2).
# The site sets Inter between weights 400 and 700, so its weight axis is cut to
# that range; only the layout features the CSS relies on are kept (kerning,
# ligatures, tabular and lining figures, mark positioning); hinting is dropped.
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/public/fonts"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
latin1='U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0300-0304,U+0308-0309,U+0323,U+2000-200B,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+2044,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215'
features='kern,liga,tnum,lnum,ccmp,mark,mkmk'
subset() { # source, output name
  python3 -m fontTools.subset "$1" --unicodes="$latin1" --layout-features="$features" \
    --no-hinting --flavor=woff2 --output-file="$out/$2.woff2"
}
python3 -m fontTools.varLib.instancer "$1" wght=400:700 -o "$tmp/inter-var.ttf"
subset "$tmp/inter-var.ttf" inter-var
subset "$2" instrument-serif
subset "$3" instrument-serif-italic
ls -l "$out"/*.woff2

#!/bin/sh
# artist_renders.sh FLAMEBUILD DIR [OUT] — flamebuild against the renders artists made of their
# own flames in their editor: for every DIR/**/NAME.flame with a NAME.png beside it (as
# sidwellr/Variations keeps each JWildfire flame beside its picture), renders the flame's first
# <flame> at the picture's size and the file's own quality into OUT (default a temporary
# folder), and prints per file render_diff.py's difference (0 alike; two seeds of one renderer
# about 0.03) and " (not drawn whole)" where flamebuild says so, then the mean over the files
# drawn whole. (jwf_render.sh draws the same flames with JWildfire's own renderer of today, to
# tell what the editor itself has changed since the artist's render.) Needs ffmpeg.
# ARTIST_QUALITY=Q renders at quality Q instead of the file's (artists save their editor's
# preview quality, often 10, and render their pictures at far more); ARTIST_EVERY=K takes
# every Kth picture only (a sample, for the slower qualities).
set -e
fb=${1:?usage: artist_renders.sh FLAMEBUILD DIR [OUT]}
dir=${2:?usage: artist_renders.sh FLAMEBUILD DIR [OUT]}
here=$(cd "$(dirname "$0")" && pwd)
out=${3:-$(mktemp -d /tmp/artist-renders.XXXXXX)}
mkdir -p "$out"
quality=${ARTIST_QUALITY:+-q $ARTIST_QUALITY}
every=${ARTIST_EVERY:-1}
find "$dir" -name '*.flame' | sort | while read -r f; do
  png=${f%.flame}.png
  [ -f "$png" ] || continue
  i=$((${i:-0} + 1))
  [ $((i % every)) -eq 0 ] || continue
  n=$(echo "${f#"$dir"/}" | sed 's|/|__|g; s|\.flame$||')
  size=$(ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=s=x:p=0 "$png" </dev/null)
  whole=""
  # shellcheck disable=SC2086 # $quality is empty or two words
  if "$fb" render "$f" --size "$size" $quality -o "$out/$n.png" </dev/null >/dev/null 2>"$out/$n.err"; then
    grep -q "not everything" "$out/$n.err" && whole=" (not drawn whole)"
    echo "$(python3 "$here/render_diff.py" "$png" "$out/$n.png" | cut -d' ' -f1) $n$whole"
  else
    echo "- $n: $(tail -n 1 "$out/$n.err")"
  fi
done | tee "$out/diffs.txt"
awk '$1 != "-" && !/not drawn whole/ { s += $1; n++ } END { if (n) printf "artist_renders: %d files drawn whole, mean difference %.3f\n", n, s / n }' "$out/diffs.txt"

#!/bin/sh
# coverage.sh FLAMEBUILD DIR... — how much of a corpus of other editors' flames flamebuild draws
# whole: each genome file under DIR is rendered tiny (32x24, quality 1, on the CPU), and it is
# drawn whole when the render exits 0 and does not say that something in it is not drawn (an
# unknown variation, a 3D camera…: genome/parse_editors.c). Prints one line per file that is
# not ("FILE: reason"), then "coverage: W of N files drawn whole (P%)".
fb=$1; shift
tmp=$(mktemp -d /tmp/flamebuild-coverage.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
n=0; whole=0
for f in $(find "$@" -type f \( -name '*.flame' -o -name '*.flam3' \) | sort); do
  n=$((n + 1))
  rm -f "$tmp"/*.png
  "$fb" render "$f" -o "$tmp/%d.png" --size 32x24 -q 1 --backend cpu -j 1 >/dev/null 2>"$tmp/err"
  rc=$?
  if [ $rc -eq 0 ] && ! grep -q "not everything in it is drawn" "$tmp/err"; then whole=$((whole + 1))
  elif [ $rc -ne 0 ]; then echo "$f: $(grep -m1 error "$tmp/err" | sed 's/^.*error: //' | cut -c1-200)"
  else echo "$f: $(grep -m1 'not everything in it is drawn' "$tmp/err" | sed 's/^.*is drawn: //' | cut -c1-200)"; fi
done
echo "coverage: $whole of $n files drawn whole ($((n ? 100 * whole / n : 0))%)"

#!/bin/sh
# Correctness (issue 5): after any sequence of edits, every output equals what a clean build
# of the same sources produces, byte for byte (once `clean --orphans` has removed the outputs
# of renamed and deleted genomes, which builds keep). A fixed pseudo-random sequence of edits: value
# edits, structure edits (an xform added or removed), tone-map edits, renames, deletions,
# undo; after every few steps the project is compared with a clean build elsewhere.
. tests/lib.sh
P=$TMP/edits
C=$TMP/edits-clean
rm -rf "$P"; mkdir -p "$P/sub"
printf '[video]\ncodec = none\n' >"$P/flamebuild.conf"
animation "$P/a.flame" 0 6 12
animation "$P/sub/b.flame" 0 4 8 12
still "$P/c.flame" 0.5
fb_build "$P"
[ "$BUILD_RC" -eq 0 ] || bad "edits: first build" "$SUMMARY"

edit_value() { # FILE: nudge the first xform's first coefficient of a random keyframe
  n=$(grep -c 'coefs="' "$1"); k=$(( ($2 % n) + 1 ))
  awk -v k="$k" -v v="0.$(( 30 + $2 % 60 ))" 'BEGIN{n=0} /coefs="/{n++; if(n==k) sub(/coefs="[^ ]*/, "coefs=\"" v)} {print}' "$1" >"$TMP/e" && mv "$TMP/e" "$1"
}
edit_structure() { # FILE: add an xform to every keyframe, or remove the one added before
  if grep -q 'cross=' "$1"; then grep -v 'cross=' "$1" >"$TMP/e"
  else sed 's|</flame>|  <xform weight="0.2" color="0.5" cross="0.3" coefs="0.4 0 0 0.4 0.2 0.2"/>\n</flame>|' "$1" >"$TMP/e"; fi
  mv "$TMP/e" "$1"
}
edit_tone() { sed "s/gamma=\"[^\"]*\"/gamma=\"$(( 2 + $2 % 3 )).5\"/" "$1" >"$TMP/e" && mv "$TMP/e" "$1"; }

step=0; seed=12345; compared=0
while [ $step -lt 24 ]; do
  seed=$(( (seed * 1103515245 + 12345) % 2147483648 )); r=$(( seed / 65536 ))
  files=$(cd "$P" && find . -name '*.flame' | sort)
  nf=$(echo "$files" | wc -l)
  f="$P/$(echo "$files" | sed -n "$(( r % nf + 1 ))p")"
  cp "$f" "$TMP/undo"; undo_path=$f
  case $(( r % 7 )) in
    0|1) edit_value "$f" "$r" ;;
    2) edit_structure "$f" ;;
    3) edit_tone "$f" "$r" ;;
    4) mv "$f" "${f%.flame}-r$step.flame"; undo_path= ;;            # rename
    5) if [ "$nf" -gt 1 ]; then rm "$f"; undo_path=; fi ;;         # delete
    6) cp "$TMP/undo" "$f"; edit_value "$f" "$r"; fb_build "$P"; cp "$TMP/undo" "$f" ;; # edit, build, undo
  esac
  [ "$nf" -lt 3 ] && still "$P/new$step.flame" "0.$(( 40 + r % 50 ))"   # keep the project populated
  fb_build "$P"
  if [ "$BUILD_RC" -ne 0 ]; then bad "edits: build after step $step" "$SUMMARY $(head -c 300 "$TMP/build.err")"; break; fi
  if [ $(( step % 6 )) -eq 5 ]; then
    # Renamed and deleted genomes leave their outputs as orphans (never deleted by a build):
    # without them the project equals a clean build.
    "$FLAMEBUILD_ASAN" clean "$P" --orphans >/dev/null 2>&1 || bad "edits: clean --orphans after step $step" "exit $?"
    clean_copy "$P" "$C"
    fb_build_ref "$C"
    same_outputs "edits: after step $step the outputs equal a clean build" "$P" "$C"
    compared=$((compared + 1))
  fi
  step=$((step + 1))
done
[ $compared -eq 4 ] || bad "edits: comparisons" "only $compared of 4 ran"

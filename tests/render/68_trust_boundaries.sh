#!/bin/sh
# Trust boundaries (issue 37): nothing in a project or its cache is followed, trusted or printed
# unchecked. A symbolic link planted where flamebuild writes a fixed name (.flamebuild/lock,
# state.db, .flamebuild itself, out/) is refused and its target left alone; cache entries are
# bound to their keys (swapped or linked entries are never used for the wrong frame); a contact
# sheet that could not be written fails the build and is written by the next one; a genome of
# very many attributes parses in linear time with its warnings summarised; control characters
# in names never reach the terminal; a state.db damaged in the middle is set aside and rebuilt;
# a killed build's thumbnail temporaries go. (The farm's side: 69_farm_trust.sh.)
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
conf() { printf '[video]\ncodec = none\n[render]\nquality = 10\nsize = 64x48\n' >"$1/flamebuild.conf"; }
project() { rm -rf "$1"; mkdir -p "$1"; conf "$1"; animation "$1/anim.flame" 0 "${2:-6}"; }

# 1. Links where flamebuild writes: refused, the target untouched, for build, clean, clean --all.
V=$TMP/victim
P=$TMP/links
for verb in "build" "clean" "clean --all"; do
  echo precious >"$V"
  project "$P"
  mkdir -p "$P/.flamebuild"; ln -s "$V" "$P/.flamebuild/lock"
  "$FB" $verb "$P" >"$TMP/l.out" 2>"$TMP/l.err"; rc=$?
  if [ $rc -ne 0 ] && [ $rc -lt 128 ] && [ "$(cat "$V")" = precious ] && grep -q "lock is a symbolic link" "$TMP/l.err"; then
    ok "trust: $verb refuses a .flamebuild/lock that is a symbolic link, its target untouched"
  else bad "trust: $verb through a linked lock" "rc $rc, victim '$(cat "$V")': $(head -c 300 "$TMP/l.err")"; fi
done
echo precious >"$V"
project "$P"
mkdir -p "$P/.flamebuild"; ln -s "$V" "$P/.flamebuild/state.db"
"$FB" build "$P" --quiet >"$TMP/l.out" 2>"$TMP/l.err"; rc=$?
[ $rc -ne 0 ] && [ $rc -lt 128 ] && [ "$(cat "$V")" = precious ] && grep -q "state.db is a symbolic link" "$TMP/l.err" &&
  ok "trust: a state.db that is a symbolic link is refused, its target untouched" ||
  bad "trust: linked state.db" "rc $rc, victim '$(cat "$V")': $(head -c 300 "$TMP/l.err")"
for d in .flamebuild out; do
  project "$P"
  mkdir -p "$TMP/elsewhere_$d"; ln -s "$TMP/elsewhere_$d" "$P/$d"
  "$FB" build "$P" --quiet >"$TMP/l.out" 2>"$TMP/l.err"; rc=$?
  if [ $rc -ne 0 ] && [ $rc -lt 128 ] && [ -z "$(ls -A "$TMP/elsewhere_$d")" ] && grep -q "$d is a symbolic link" "$TMP/l.err"; then
    ok "trust: a project whose $d is a symbolic link is refused, nothing written through it"
  else bad "trust: linked $d" "rc $rc, $(ls -A "$TMP/elsewhere_$d" | head -3): $(head -c 300 "$TMP/l.err")"; fi
done
echo precious >"$V"
project "$P"
mkdir -p "$P/.flamebuild"; ln "$V" "$P/.flamebuild/lock" 2>/dev/null
if [ -f "$P/.flamebuild/lock" ]; then # a hard link (same file system)
  "$FB" build "$P" --quiet >"$TMP/l.out" 2>"$TMP/l.err"; rc=$?
  [ $rc -ne 0 ] && [ "$(cat "$V")" = precious ] && grep -q "another hard link" "$TMP/l.err" &&
    ok "trust: a lock with a second hard link is refused, the other name untouched" ||
    bad "trust: hard-linked lock" "rc $rc, victim '$(cat "$V")': $(head -c 300 "$TMP/l.err")"
else skip "trust: hard-linked lock" "no hard link across file systems"; fi

# 2. Cache entries bound to their keys: two swapped, then all linked to one, and a tone edit
# that re-finishes from the cache: no frame is finished from another's buffer.
P=$TMP/swap
C=$TMP/swap_clean
project "$P"
fb_build "$P"
entries=$(find "$P/.flamebuild/cache" -path '*/cache/??/*' -type f -name '[0-9a-f]*' | grep -v /kernels/ | sort)
set -- $entries
if [ $# -ge 6 ]; then
  mv "$1" "$TMP/swap.tmp"; mv "$2" "$1"; mv "$TMP/swap.tmp" "$2"
  sed -i 's/gamma="4"/gamma="3"/' "$P/anim.flame"
  fb_build "$P"
  case "$SUMMARY" in
    *"2 iterated, 4 refinished"*) ok "trust: two swapped cache entries are not used: their frames iterate again" ;;
    *) bad "trust: swapped cache entries" "$SUMMARY $(head -c 300 "$TMP/build.err")" ;;
  esac
  grep -q "holds the entry of another key" "$TMP/build.err" && ok "trust: a swapped entry is reported" ||
    bad "trust: swapped entry message" "$(head -c 300 "$TMP/build.err")"
  clean_copy "$P" "$C"; fb_build_ref "$C"
  same_outputs "trust: after the swap the outputs equal a clean build" "$P" "$C"
  entries=$(find "$P/.flamebuild/cache" -path '*/cache/??/*' -type f -name '[0-9a-f]*' | grep -v /kernels/ | sort)
  set -- $entries
  first=$1; shift
  for e in "$@"; do rm "$e"; ln -s "$first" "$e"; done
  sed -i 's/gamma="3"/gamma="2.5"/' "$P/anim.flame"
  fb_build "$P"
  case "$SUMMARY" in
    *"5 iterated, 1 refinished"*) ok "trust: entries that are links to another entry are not followed" ;;
    *) bad "trust: linked cache entries" "$SUMMARY $(head -c 300 "$TMP/build.err")" ;;
  esac
  clean_copy "$P" "$C"; fb_build_ref "$C"
  same_outputs "trust: after the links the outputs equal a clean build" "$P" "$C"
else bad "trust: cache entries" "only $# entries"; fi

# 3. A contact sheet that cannot be written fails the build, and the next build writes it.
P=$TMP/sheet
project "$P" 30
sed -i 's/size = 64x48/size = 160x120/' "$P/flamebuild.conf"
fb_build "$P"
sed -i 's/gamma="4"/gamma="3"/' "$P/anim.flame"
# The frames' PNGs (~60 KB) and the index fit under a 500 KB file size limit, the sheet (over
# 1 MB) does not.
( ulimit -f 1000; trap '' XFSZ; exec "$FB" build "$P" --quiet ) >"$TMP/sheet.out" 2>"$TMP/sheet.err"
rc=$?
if [ $rc -eq 1 ] && grep -q "contact sheet" "$TMP/sheet.err"; then ok "trust: a sheet that cannot be written fails the build"
else bad "trust: sheet write failure" "rc $rc: $(tail -n 1 "$TMP/sheet.out") $(head -c 300 "$TMP/sheet.err")"; fi
expect_built "trust: the next build has no frame to do" "$P" "0 iterated, 0 refinished, 30 unchanged"
[ "$BUILD_RC" -eq 0 ] && ok "trust: the build that writes the sheet exits 0" || bad "trust: sheet rebuild rc" "$BUILD_RC"
C=$TMP/sheet_clean
clean_copy "$P" "$C"; fb_build_ref "$C"
same_outputs "trust: the sheet is then the edited frames' (the outputs equal a clean build)" "$P" "$C"

# 4. Very many attributes: linear, summarised. 100,000 on one xform is refused at once; 50,000
# distinct unknown names over 500 xforms parse, with 20 named and the rest counted.
python3 - "$TMP" <<'PY'
import sys
d = sys.argv[1]
attrs = " ".join('zz%d="1"' % i for i in range(100000))
open(d + "/crowded.flame", "w").write('<flame size="32 24" scale="9" quality="1"><xform weight="1" color="0" linear="1" coefs="1 0 0 1 0 0" %s/><color index="0" rgb="255 0 0"/></flame>' % attrs)
xf = "".join('<xform weight="1" color="0" linear="1" coefs="1 0 0 1 0 0" %s/>' % " ".join('zz%d_%d="1"' % (j, i) for i in range(100)) for j in range(500))
open(d + "/wide.flame", "w").write('<flame size="32 24" scale="9" quality="1">%s<color index="0" rgb="255 0 0"/></flame>' % xf)
PY
t0=$(date +%s)
"$FB" render "$TMP/crowded.flame" -o "$TMP/crowded.png" >"$TMP/c.out" 2>"$TMP/c.err"; rc=$?
t1=$(date +%s)
[ $rc -ne 0 ] && [ $rc -lt 128 ] && [ $((t1 - t0)) -lt 10 ] && grep -q "crowded.flame:1: .*more than 8192 attributes" "$TMP/c.err" &&
  ok "trust: an element of 100,000 attributes is refused at once ($((t1 - t0)) s), saying why" ||
  bad "trust: crowded element" "rc $rc, $((t1 - t0)) s: $(head -c 300 "$TMP/c.err")"
t0=$(date +%s)
"$FB" render "$TMP/wide.flame" -o "$TMP/wide.png" >"$TMP/w.out" 2>"$TMP/w.err"; rc=$?
t1=$(date +%s)
lines=$(grep -c warning "$TMP/w.err")
# 20 named, the rest counted, and the file's one summary of what is not drawn (12 named).
[ $rc -eq 0 ] && [ $((t1 - t0)) -lt 10 ] && [ "$lines" -eq 22 ] && grep -q "and 49980 more unrecognized variations" "$TMP/w.err" &&
  grep -q "not everything in it is drawn: variations zz0_0, .* and 49988 more" "$TMP/w.err" &&
  ok "trust: 50,000 unknown names parse in $((t1 - t0)) s, 20 named and the rest counted" ||
  bad "trust: many unknown names" "rc $rc, $((t1 - t0)) s, $lines warning lines: $(tail -n 2 "$TMP/w.err")"

# 5. Control characters in a name are escaped on the terminal and in logs; JSON stays JSON.
P=$TMP/escapes
project "$P" 2
esc=$(printf '\033')
mv "$P/anim.flame" "$P/$(printf '\033]0;pwned\007')x.flame"
"$FB" status "$P" >"$TMP/e.out" 2>&1
"$FB" build "$P" >"$TMP/e.build" 2>&1
if ! grep -q "$esc" "$TMP/e.out" "$TMP/e.build" && grep -q '\\x1b\]0;pwned\\x07x' "$TMP/e.out" &&
   grep -q '\\x1b\]0;pwned\\x07x' "$TMP/e.build"; then
  ok "trust: a name's control characters are printed escaped by status and build"
else bad "trust: escapes" "$(head -c 300 "$TMP/e.out" | od -c | head -5)"; fi
"$FB" status "$P" --json >"$TMP/e.json" 2>/dev/null
python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert d['sequences'][0]['name'] == '\x1b]0;pwned\x07x'" "$TMP/e.json" &&
  ok "trust: status --json keeps the name, escaped as JSON" || bad "trust: JSON escapes" "$(head -c 300 "$TMP/e.json")"

# 6. state.db with random bytes in the middle: set aside and rebuilt, status and build work.
P=$TMP/damaged
project "$P"
fb_build "$P"
size=$(stat -c %s "$P/.flamebuild/state.db")
if [ "$size" -gt 8192 ]; then
  head -c 4096 /dev/urandom | dd of="$P/.flamebuild/state.db" bs=1 seek=$((size / 2)) conv=notrunc 2>/dev/null
  "$FB" status "$P" >"$TMP/d.status" 2>&1; src=$?
  fb_build "$P"
  if [ "$BUILD_RC" -eq 0 ] && [ $src -lt 128 ] && grep -q "damaged" "$TMP/build.err" &&
     case "$SUMMARY" in *"0 iterated, 0 refinished, 6 unchanged"*) true ;; *) false ;; esac; then
    ok "trust: a state.db damaged mid-file is set aside and rebuilt from the keys ($SUMMARY)"
  else bad "trust: damaged state.db" "status rc $src, build rc $BUILD_RC: $SUMMARY $(head -c 300 "$TMP/build.err")"; fi
  expect_built "trust: the rebuilt index serves the next build" "$P" "0 iterated, 0 refinished, 6 unchanged"
  "$FB" status "$P" >"$TMP/d.status" 2>&1; src=$?
  [ $src -lt 128 ] && ! grep -q "malformed" "$TMP/d.status" && ok "trust: status works after it" ||
    bad "trust: status after a damaged state.db" "rc $src: $(head -c 300 "$TMP/d.status")"
else bad "trust: damaged state.db" "state.db is only $size bytes"; fi

# 7. A killed build's thumbnail temporaries go at the next build; a live writer's stay.
P=$TMP/thumbs
project "$P"
fb_build "$P"
sub=$(ls "$P/.flamebuild/thumbs" | head -1)
dead=$TMP/deadpid; sh -c 'echo $$' >"$dead"; deadpid=$(cat "$dead")
touch "$P/.flamebuild/thumbs/$sub/killed.png.tmp-$deadpid-0" "$P/.flamebuild/thumbs/$sub/live.png.tmp-$$-0"
fb_build "$P"
[ ! -e "$P/.flamebuild/thumbs/$sub/killed.png.tmp-$deadpid-0" ] && [ -e "$P/.flamebuild/thumbs/$sub/live.png.tmp-$$-0" ] &&
  ok "trust: a killed build's thumbnail temporaries are removed, a live one's kept" ||
  bad "trust: thumbnail temporaries" "$(ls "$P/.flamebuild/thumbs/$sub" | grep tmp)"

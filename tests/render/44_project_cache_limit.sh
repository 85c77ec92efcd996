#!/bin/sh
# The cache's size limit (issue 10): `[cache] max_size` in flamebuild.conf. A build ends with
# the cache at or under the limit, least recently used buffers evicted; the frames are the
# same bytes as with an unlimited cache; a frame whose buffer was evicted iterates again on a
# tone edit while the others re-finish, and both equal a clean build; 0 is no limit; changing
# the limit re-renders nothing; status shows the size and the limit; a bad size names its line.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
P=$TMP/limited
U=$TMP/unlimited
rm -rf "$P" "$U"; mkdir -p "$P" "$U"
# status_field FILE KEY: a number of status --json's top level.
status_field() { sed -n "s/.*\"$2\": \([0-9]*\).*/\1/p" "$1" | head -1; }

# Unlimited: every buffer stays. Each of these tiny frames' entries is about 9 KB.
printf '[video]\ncodec = none\n[cache]\nmax_size = 0\n' >"$U/flamebuild.conf"
animation "$U/anim.flame" 0 12 24
still "$U/still.flame" 0.7
expect_built "cache limit: unlimited build" "$U" "built: 25 iterated, 0 refinished, 0 unchanged"
"$FB" status "$U" --json >"$TMP/u.json"
u_bytes=$(status_field "$TMP/u.json" cache_bytes)
if [ "$(status_field "$TMP/u.json" cache_entries)" = 25 ] && [ "$(status_field "$TMP/u.json" cache_max_bytes)" = 0 ]; then
  ok "cache limit: max_size = 0 keeps every buffer ($u_bytes bytes in 25 entries)"
else bad "cache limit: max_size = 0" "$(head -c 300 "$TMP/u.json")"; fi

# Limited to 100K (102400 bytes): about 11 of the 25 entries fit.
cp "$U/anim.flame" "$U/still.flame" "$P/"
printf '[video]\ncodec = none\n[cache]\nmax_size = 100K\n' >"$P/flamebuild.conf"
expect_built "cache limit: limited build" "$P" "built: 25 iterated, 0 refinished, 0 unchanged"
"$FB" status "$P" --json >"$TMP/p.json"
p_bytes=$(status_field "$TMP/p.json" cache_bytes)
p_entries=$(status_field "$TMP/p.json" cache_entries)
on_disk=$(find "$P/.flamebuild/cache" -type f -path '*/[0-9a-f][0-9a-f]/*' | wc -l)
if [ -n "$p_bytes" ] && [ "$p_bytes" -le 102400 ] && [ "$p_bytes" -gt 51200 ] && [ "$p_entries" -ge 5 ] &&
   [ "$p_entries" -lt 25 ] && [ "$on_disk" -eq "$p_entries" ] && [ "$(status_field "$TMP/p.json" cache_max_bytes)" = 102400 ]; then
  ok "cache limit: the build leaves the cache under max_size ($p_bytes bytes in $p_entries entries)"
else bad "cache limit: under max_size" "$p_bytes bytes, $p_entries entries ($on_disk files): $(head -c 300 "$TMP/p.json")"; fi
same_outputs "cache limit: the frames are those of an unlimited cache" "$P" "$U"

"$FB" status "$P" >"$TMP/status.txt"
if head -1 "$TMP/status.txt" | grep -q "cache [0-9.]* KiB in $p_entries entries (max_size 100.0 KiB)"; then
  ok "cache limit: status shows the cache size and max_size"
else bad "cache limit: status text" "$(head -1 "$TMP/status.txt")"; fi

# A tone edit: frames with a buffer left re-finish, the rest iterate again; the outputs equal
# a clean build of the edited project, and the limit still holds.
sed 's/gamma="4"/gamma="3"/' "$P/anim.flame" >"$TMP/a" && mv "$TMP/a" "$P/anim.flame"
fb_build "$P"
refinished=$(echo "$SUMMARY" | sed -n 's/built: \([0-9]*\) iterated, \([0-9]*\) refinished.*/\2/p')
iterated=$(echo "$SUMMARY" | sed -n 's/built: \([0-9]*\) iterated.*/\1/p')
if [ "$BUILD_RC" -eq 0 ] && [ -n "$refinished" ] && [ "$refinished" -ge 1 ] && [ "$iterated" -ge 1 ] &&
   [ $((refinished + iterated)) -eq 24 ] && [ "$refinished" -le "$p_entries" ]; then
  ok "cache limit: a tone edit re-finishes the kept buffers and iterates the evicted ($SUMMARY)"
else bad "cache limit: tone edit" "$SUMMARY $(head -c 300 "$TMP/build.err")"; fi
clean_copy "$P" "$P.clean"
printf '[video]\ncodec = none\n[cache]\nmax_size = 0\n' >"$P.clean/flamebuild.conf"
fb_build "$P.clean"
same_outputs "cache limit: after the edit the outputs equal a clean build" "$P" "$P.clean"
"$FB" status "$P" --json >"$TMP/p.json"
if [ "$(status_field "$TMP/p.json" cache_bytes)" -le 102400 ]; then ok "cache limit: still under max_size after the edit"
else bad "cache limit: after the edit" "$(head -c 300 "$TMP/p.json")"; fi

# Changing the limit re-renders nothing; a smaller one shrinks the cache at the next build.
printf '[video]\ncodec = none\n[cache]\nmax_size = 0.03M\n' >"$P/flamebuild.conf"
expect_built "cache limit: a new max_size re-renders nothing" "$P" "built: 0 iterated, 0 refinished, 25 unchanged"
"$FB" status "$P" --json >"$TMP/p.json"
small=$(status_field "$TMP/p.json" cache_bytes)
if [ "$small" -le 31457 ] && [ "$(status_field "$TMP/p.json" cache_max_bytes)" = 31457 ]; then
  ok "cache limit: a smaller max_size evicts down to it at the next build ($small bytes)"
else bad "cache limit: smaller max_size" "$(head -c 300 "$TMP/p.json")"; fi

# Without [cache] the default limit (20 GiB) applies.
printf '[video]\ncodec = none\n' >"$P/flamebuild.conf"
"$FB" status "$P" --json >"$TMP/p.json"
if [ "$(status_field "$TMP/p.json" cache_max_bytes)" = 21474836480 ]; then ok "cache limit: the default max_size is 20G"
else bad "cache limit: default" "$(head -c 300 "$TMP/p.json")"; fi

# A bad size is an error naming the file and line, as every bad value is; nothing is built.
printf '[video]\ncodec = none\n[cache]\nmax_size = lots\n' >"$P/flamebuild.conf"
fb_build "$P"
if [ "$BUILD_RC" -ne 0 ] && grep -q "flamebuild.conf:4: bad value max_size = 'lots'" "$TMP/build.err"; then
  ok "cache limit: a bad max_size names its line"
else bad "cache limit: bad max_size" "rc $BUILD_RC: $(head -c 300 "$TMP/build.err")"; fi

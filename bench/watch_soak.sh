#!/bin/sh
# bench/watch_soak.sh — soak test of `flamebuild watch` (issue 6; not in CI).
#
#   Measures  whether a watcher edited at random for MINUTES stays correct (its outputs equal a
#             clean build's, it exits 0 on SIGINT, a build afterwards has nothing to do) and
#             flat (resident memory and open descriptors sampled each minute)
#   Machine   the development machine (2 cores, CPU backend)
#   Command   sh bench/watch_soak.sh MINUTES [SEED]   (repository root, after `make flamebuild`;
#             FLAMEBUILD=path the binary; needs ffmpeg: the animations have h264 videos)
#   Runs      MINUTES, plus up to a minute to settle and build the clean copy
#   Output    a table of RSS and fds by minute and "soak: PASS" or "soak: FAIL: why" on stdout;
#             exit status 0 when every check passed; the project and log in $TMP
#   Figures   bench/BENCHMARKS.md, "Watch latency"
#
# It runs the watcher on a small project and edits it the way an artist does, at random, every
# 1–4 seconds for MINUTES minutes: value edits in place, tone edits saved atomically, delete
# and re-create, half-written saves finished a moment later, bursts of saves, no-op saves,
# stills added and removed in a subdirectory. Once a minute it samples the watcher's
# resident memory (VmRSS) and open file descriptors. At the end it waits for the watcher to
# settle, compares the outputs with a clean build of the same sources, stops the watcher
# with SIGINT and checks that it exits 0 and that a build then has nothing to do.
set -u
MINUTES=${1:?usage: sh bench/watch_soak.sh MINUTES [SEED]}
SEED=${2:-1}
FB=${FLAMEBUILD:-./flamebuild}
RESULTS=/dev/null
KEEP_TMP=1 # (what it leaves in $TMP is for a look afterwards: tests/lib.sh prints where)
. tests/lib.sh
P=$TMP/soak
C=$TMP/soak-clean
LOG=$TMP/soak.log
rm -rf "$P"; mkdir -p "$P/shots"
printf '[video]\ncodec = h264\n' >"$P/flamebuild.conf"
animation "$P/a.flame" 0 10 20
animation "$P/b.flame" 0 5 10 15
still "$P/c.flame" 0.5
still "$P/shots/s0.flame" 0.45
still "$P/sync.flame" 0.7

: >"$LOG"
"$FB" watch "$P" >"$TMP/soak.out" 2>"$LOG" &
pid=$!
trap 'kill -INT $pid 2>/dev/null' EXIT
fail=0
alive() { kill -0 $pid 2>/dev/null; }
idle_after() {
  awk -v from="$1" 'NR > from && /sync: saved, no frame changed/ { s = NR } s && NR > s && /up to date:/ { found = 1 }
    END { exit !found }' "$LOG"
}
wait_idle() { # bounded: 120 s
  mark=$(wc -l <"$LOG"); touch "$P/sync.flame"; i=0
  until idle_after "$mark"; do
    i=$((i + 1)); if [ $i -gt 1200 ] || ! alive; then return 1; fi; sleep 0.1
  done
}
sample() { # minute RSS fds
  rss=$(awk '/VmRSS/ { print $2 }' /proc/$pid/status 2>/dev/null)
  fds=$(ls /proc/$pid/fd 2>/dev/null | wc -l)
  printf '%6s %10s %6s\n' "$1" "${rss:-?}" "$fds"
  echo "$1 ${rss:-0} $fds" >>"$TMP/samples"
}

i=0
until grep -q 'up to date:' "$LOG"; do
  i=$((i + 1)); if [ $i -gt 1200 ] || ! alive; then echo "soak: the first build did not finish"; exit 1; fi; sleep 0.1
done
echo "soak: $MINUTES min, seed $SEED, watcher pid $pid, project $P"
echo "minute  RSS (kB)    fds"
: >"$TMP/samples"
sample 0

rand=$SEED
next_rand() { rand=$(( (rand * 1103515245 + 12345) % 2147483648 )); r=$(( rand / 65536 )); }
pick() { # a genome file at random (not sync.flame)
  files=$(cd "$P" && find . -name '*.flame' ! -name sync.flame | sort)
  n=$(echo "$files" | wc -l); next_rand
  f="$P/$(echo "$files" | sed -n "$(( r % n + 1 ))p")"
}
edits=0
start=$(date +%s); end=$(( start + MINUTES * 60 )); minute=1
while [ "$(date +%s)" -lt $end ]; do
  pick; next_rand
  case $(( r % 8 )) in
    0|1) # value edit in place
      awk -v v="0.$(( 30 + r % 60 ))" 'BEGIN { done = 0 } /coefs="/ && !done { sub(/coefs="[^ ]*/, "coefs=\"" v); done = 1 } { print }' "$f" >"$TMP/e"
      cat "$TMP/e" >"$f" ;;
    2) # tone edit, atomic save
      sed "s/gamma=\"[^\"]*\"/gamma=\"$(( 2 + r % 3 )).$(( r % 10 ))\"/" "$f" >"$f.tmp" && mv "$f.tmp" "$f" ;;
    3) # delete and re-create
      cp "$f" "$TMP/dr"; rm "$f"; sleep 0.02; cp "$TMP/dr" "$f" ;;
    4) # half-written, then finished
      cp "$f" "$TMP/full"; head -c 300 "$TMP/full" >"$f"; sleep 0.3; cat "$TMP/full" >"$f" ;;
    5) # a burst of ten saves
      i=0; while [ $i -lt 10 ]; do sed "s/brightness=\"[^\"]*\"/brightness=\"$(( 3 + i % 4 ))\"/" "$f" >"$TMP/e"; cat "$TMP/e" >"$f"; i=$((i + 1)); sleep 0.02; done ;;
    6) # no-op save
      touch "$f" ;;
    7) # a still added to, or removed from, shots/
      k=$(( r % 4 ))
      if [ -e "$P/shots/s$k.flame" ] && [ "$k" -ne 0 ]; then rm "$P/shots/s$k.flame"
      else still "$P/shots/s$k.flame" "0.$(( 40 + r % 50 ))"; fi ;;
  esac
  edits=$((edits + 1))
  alive || { echo "soak: the watcher died; log tail:"; tail -5 "$LOG"; exit 1; }
  if [ "$(date +%s)" -ge $(( start + minute * 60 )) ]; then sample $minute; minute=$((minute + 1)); fi
  next_rand; sleep "$(( 1 + r % 4 ))"
done

if wait_idle; then echo "soak: settled after $edits edits"; else echo "soak: FAIL: did not settle"; fail=1; fi
sample end
clean_copy "$P" "$C"
"$FB" build "$C" --quiet >"$TMP/clean.out" 2>&1
if diff -r --exclude='*.mp4' "$P/out" "$C/out" >"$TMP/diff" 2>&1; then echo "soak: outputs equal a clean build"
else echo "soak: FAIL: outputs differ from a clean build: $(head -3 "$TMP/diff")"; fail=1; fi
for v in a b; do
  if [ -s "$P/out/$v.mp4" ]; then :; else echo "soak: FAIL: out/$v.mp4 missing"; fail=1; fi
done
kill -INT $pid; i=0
while alive && [ $i -lt 300 ]; do sleep 0.1; i=$((i + 1)); done
trap - EXIT
if alive; then echo "soak: FAIL: still running 30 s after SIGINT"; kill -9 $pid; fail=1
else
  wait $pid; rc=$?
  echo "soak: watcher exit status $rc; $(tail -n 1 "$TMP/soak.out")"
  [ $rc -eq 0 ] || fail=1
fi
after=$("$FB" build "$P" --quiet 2>&1 | tail -n 1)
echo "soak: build afterwards: $after"
case "$after" in *"built: 0 iterated, 0 refinished"*) ;; *) fail=1 ;; esac
errors=$(grep -c 'error:' "$LOG")
echo "soak: $errors error lines in the log (half-written saves show one each); rescans: $(grep -c 'came without a file event' "$LOG")"
awk 'NR == 1 { r0 = $2; f0 = $3 } { if ($2 > rmax) rmax = $2; if ($3 > fmax) fmax = $3; r = $2; f = $3 }
  END { printf "soak: RSS %d -> %d kB (max %d), fds %d -> %d (max %d)\n", r0, r, rmax, f0, f, fmax }' "$TMP/samples"
[ $fail -eq 0 ] && echo "soak: PASS" || echo "soak: FAIL"
exit $fail

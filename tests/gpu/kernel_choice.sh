#!/bin/sh
# Which iteration kernel a build's frames take while their own is not compiled yet (gpu.h,
# GPU_GENERIC_MAX_SAMPLES), on a machine with a GPU:
#   FLAMEBUILD=path/to/flamebuild sh tests/gpu/kernel_choice.sh
# The generic kernel is ready (compiled once for the user); each project's structure has no
# kernel of its own yet. A small frame takes the generic kernel rather than wait for NVRTC; a
# large one (more than 4e9 samples) waits for its own, which runs several times faster.
# Not in `make test`: CI has no GPU. Results go to $RESULTS like the other tests.
. tests/lib.sh
FB=$FLAMEBUILD
if [ ! -x "$FB" ]; then echo "no flamebuild at $FB"; exit 2; fi
export XDG_CACHE_HOME="$TMP/xdg_choice"

# project DIR GENOME SIZE QUALITY: one still of GENOME in a fresh project.
project() {
  rm -rf "$1"; mkdir -p "$1"
  printf '[render]\nsize = %s\nquality = %s\nbackend = cuda\n[video]\ncodec = none\n' "$3" "$4" >"$1/flamebuild.conf"
  cp "$2" "$1/still.flame"
}
kernel_of() { grep -o 'timeline (cuda:[0-9]*[a-z ]*)' "$1" | head -1; }

# The generic kernel, compiled into the user's cache (`kernels` of a genome file, not of a
# project: a project keeps its kernels to itself).
"$FB" kernels tests/data/realworld/rw_00_sheep00216.flam3 >"$TMP/choice_warm.out" 2>&1 ||
  bad "kernel choice: the generic kernel compiles" "$(tail -3 "$TMP/choice_warm.out")"

# A small frame (320x180 q50: 2.9e6 samples) of a new structure: the generic kernel at once.
project "$TMP/choice_small" tests/data/realworld/rw_05_sheep80973.flam3 320x180 50
"$FB" build "$TMP/choice_small" -v >"$TMP/choice_small.out" 2>"$TMP/choice_small.err"; rc=$?
k=$(kernel_of "$TMP/choice_small.err")
if [ $rc -eq 0 ] && expr "$k" : "timeline (cuda:[0-9]* generic)$" >/dev/null; then ok "kernel choice: a small frame of a new structure takes the generic kernel"
else bad "kernel choice: a small frame takes the generic kernel" "rc $rc, '$k': $(tail -3 "$TMP/choice_small.err")"; fi

# A large frame (1920x1080 q2500: 5.2e9 samples) of another new structure: its own kernel.
project "$TMP/choice_large" tests/data/realworld/rw_06_sheep81096.flam3 1920x1080 2500
"$FB" build "$TMP/choice_large" -v >"$TMP/choice_large.out" 2>"$TMP/choice_large.err"; rc=$?
k=$(kernel_of "$TMP/choice_large.err")
if [ $rc -eq 0 ] && expr "$k" : "timeline (cuda:[0-9]*)$" >/dev/null; then ok "kernel choice: a large frame of a new structure waits for its own kernel"
else bad "kernel choice: a large frame waits for its own kernel" "rc $rc, '$k': $(tail -3 "$TMP/choice_large.err")"; fi

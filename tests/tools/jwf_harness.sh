# jwf_harness.sh — sourced by jwf_refs.sh, jwf_curve_refs.sh, jwf_render.sh and jwf_defaults.sh: one of
# tests/tools' Java harnesses compiled against a JWildfire checkout, outside this repository.
#
#   jwf_harness_compile CHECKOUT NAME
# compiles tests/tools/NAME.java with javac -sourcepath CHECKOUT/src (which pulls in only the
# classes it needs) against the jars of CHECKOUT/lib into a temporary folder, $tmp, removed when
# the script exits; exits with a message where the harness does not compile. Needs $here, the
# repository's root.
jwf_harness_compile() {
  tmp=$(mktemp -d "/tmp/$2.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  # JWildfire's sources are Latin-1 in places (a comment's name): read them byte for byte
  javac -nowarn -encoding ISO-8859-1 -sourcepath "$1/src" -cp "$1/lib/*" -d "$tmp" \
    "$here/tests/tools/$2.java" 2>&1 | grep -v '^Note: ' || true
  [ -f "$tmp/$2.class" ] || { echo "$2.java: the harness did not compile" >&2; exit 1; }
}

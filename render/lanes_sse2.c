/* The lanes' engine (lanes_body.h) for sse2: the Makefile compiles this file with its flags. */
#define LANES_NAME(x) x##_sse2
#include "lanes_body.h"

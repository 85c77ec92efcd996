/* The lanes' engine (lanes_body.h) for avx2: the Makefile compiles this file with its flags. */
#define LANES_NAME(x) x##_avx2
#include "lanes_body.h"

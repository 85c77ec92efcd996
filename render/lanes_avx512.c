/* The lanes' engine (lanes_body.h) for avx512: the Makefile compiles this file with its flags. */
#define LANES_NAME(x) x##_avx512
#include "lanes_body.h"

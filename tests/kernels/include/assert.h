// assert.h: device code asserts with the lite header's assert (xl_common.h), not the host C library's.
#pragma once
#ifdef __HIP__
#include "hip_lite.h"
#else
#include "cuda_lite.h"
#endif

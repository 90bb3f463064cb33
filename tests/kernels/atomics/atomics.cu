#include "../include/cuda_lite.h"
#include "atomics_body.h"

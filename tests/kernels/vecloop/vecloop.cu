#include "../include/cuda_lite.h"
#include "vecloop_body.h"

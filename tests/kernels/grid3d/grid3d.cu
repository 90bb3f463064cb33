#include "../include/cuda_lite.h"
#include "grid3d_body.h"

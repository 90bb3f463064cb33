#include "../include/cuda_lite.h"
#include "fdot_body.h"

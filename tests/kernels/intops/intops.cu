#include "../include/cuda_lite.h"
#include "intops_body.h"

#include "../include/cuda_lite.h"
#include "fops_body.h"

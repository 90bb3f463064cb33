#include "../include/cuda_lite.h"
#include "aos_body.h"

#include "../include/hip_lite.h"
#include "grid3d_body.h"

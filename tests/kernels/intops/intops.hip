#include "../include/hip_lite.h"
#include "intops_body.h"

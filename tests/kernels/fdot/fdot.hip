#include "../include/hip_lite.h"
#include "fdot_body.h"

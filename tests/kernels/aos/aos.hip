#include "../include/hip_lite.h"
#include "aos_body.h"

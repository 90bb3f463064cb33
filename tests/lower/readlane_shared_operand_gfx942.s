  v_readlane_b32 s0, v0, 5
  ; plus the integer arithmetic (2 IR instruction(s); see --emit llvm)

define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %0
}

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 1, i32 31)
  %1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %0, i32 2, i32 31)
  %2 = add nsw i32 %1, %0
  ret i32 %2
}

declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)

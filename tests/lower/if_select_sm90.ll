define i32 @snippet(i32 %v) {
entry:
  %0 = icmp sgt i32 %v, 3
  %1 = select i1 %0, i32 5, i32 0
  %2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1, i32 1, i32 31)
  ret i32 %2
}

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

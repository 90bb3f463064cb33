define i32 @snippet(i32 %v) {
entry:
  %0 = icmp eq i32 %v, 3
  br i1 %0, label %3, label %1

1:
  %2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  br label %3

3:
  %4 = phi i32 [ %2, %1 ], [ 0, %entry ]
  ret i32 %4
}

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

define i32 @snippet(i32 %v) {
entry:
  %0 = icmp sgt i32 %v, 3
  br i1 %0, label %1, label %5

1:
  %2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  %3 = icmp eq i32 %2, 0
  %4 = zext i1 %3 to i32
  br label %5

5:
  %6 = phi i32 [ %4, %1 ], [ 1, %entry ]
  ret i32 %6
}

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

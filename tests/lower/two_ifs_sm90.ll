define i32 @snippet(i32 %v) {
entry:
  %0 = icmp sgt i32 %v, 3
  br i1 %0, label %1, label %3

1:
  %2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  br label %3

3:
  %4 = phi i32 [ %2, %1 ], [ 0, %entry ]
  %5 = icmp slt i32 %v, 10
  br i1 %5, label %6, label %8

6:
  %7 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4, i32 2, i32 31)
  br label %8

8:
  %9 = phi i32 [ %7, %6 ], [ %4, %3 ]
  ret i32 %9
}

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

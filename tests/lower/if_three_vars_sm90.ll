define i32 @snippet(i32 %v) {
entry:
  %0 = icmp sgt i32 %v, 3
  br i1 %0, label %1, label %5

1:
  %2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  %3 = mul nsw i32 %2, 3
  %4 = add nsw i32 %2, 2
  br label %5

5:
  %6 = phi i32 [ %4, %1 ], [ %v, %entry ]
  %7 = phi i32 [ %2, %1 ], [ 0, %entry ]
  %8 = phi i32 [ %3, %1 ], [ 1, %entry ]
  %9 = add nsw i32 %7, %6
  %10 = add nsw i32 %9, %8
  ret i32 %10
}

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

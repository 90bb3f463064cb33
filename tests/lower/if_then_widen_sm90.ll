define i64 @snippet(i32 %v) {
entry:
  %0 = icmp sgt i32 %v, 3
  br i1 %0, label %1, label %4

1:
  %2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  %3 = sext i32 %2 to i64
  br label %4

4:
  %5 = phi i64 [ %3, %1 ], [ 0, %entry ]
  ret i64 %5
}

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

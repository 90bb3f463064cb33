define i32 @snippet(i32 %v) {
entry:
  %0 = icmp sgt i32 %v, 3
  br i1 %0, label %5, label %1

1:
  %2 = icmp sgt i32 %v, 1
  %3 = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %2)
  %4 = zext i1 %3 to i32
  br label %5

5:
  %6 = phi i32 [ 1, %entry ], [ %4, %1 ]
  ret i32 %6
}

declare i1 @llvm.nvvm.vote.all.sync(i32, i1)

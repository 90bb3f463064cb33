define i1 @snippet(i32 %v) {
entry:
  %0 = icmp sgt i32 %v, 3
  br i1 %0, label %4, label %1

1:
  %2 = icmp eq i32 %v, 2
  %3 = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %2)
  br label %4

4:
  %5 = phi i1 [ true, %entry ], [ %3, %1 ]
  ret i1 %5
}

declare i1 @llvm.nvvm.vote.any.sync(i32, i1)

define i32 @snippet(i32 %v) {
entry:
  %0 = icmp sgt i32 %v, 3
  %1 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %0)
  ret i32 %1
}

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)

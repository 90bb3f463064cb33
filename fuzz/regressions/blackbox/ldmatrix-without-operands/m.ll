define protected amdgpu_kernel void @atomic_add(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3()
  %12 = add i32 %10, %11
  %13 = icmp ult i32 %12, %3
  br i1 %13, label %14, label %63
14:                                               ; preds = %4
  %15 = zext i32 %12 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = and i32 %17, 3
  %21 = lshr i32 %17, 8
  %22 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %23 = trunc i64 %22 to i32
  %24 = lshr i64 %22, 32
  %25 = trunc i64 %24 to i32
  %26 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %23, i32 0)
  %27 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %25, i32 %26)
  %28 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %21, i32 0)
  %29 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %28, i32 273, i32 15, i32 15, i1 false)
  %30 = add i32 %28, %29
  %31 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %30, i32 274, i32 15, i32 15, i1 false)
  %32 = add i32 %30, %31
  %33 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %32, i32 276, i32 15, i32 15, i1 false)
  %34 = add i32 %32, %33
  %35 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %34, i32 280, i32 15, i32 15, i1 false)
  %36 = add i32 %34, %35
  %37 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %36, i32 -1, i32 -1, i1 false, i1 false)
  %38 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %37, i32 228, i32 10, i32 15, i1 false)
  %39 = add i32 %36, %38
  %40 = call i32 @llvm.amdgcn.readlane.i32(i32 %39, i32 31)
  %41 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %40, i32 228, i32 12, i32 15, i1 false)
  %42 = add i32 %39, %41
  %43 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %42, i32 273, i32 15, i32 15, i1 false)
  %44 = call i32 @llvm.amdgcn.readlane.i32(i32 %42, i32 15)
  %45 = call i32 @llvm.amdgcn.writelane.i32(i32 %44, i32 16, i32 %43)
  %46 = call i32 @llvm.amdgcn.readlane.i32(i32 %42, i32 31)
  %47 = call i32 @llvm.amdgcn.writelane.i32(i32 %46, i32 32, i32 %45)
  %48 = call i32 @llvm.amdgcn.readlane.i32(i32 %42, i32 47)
  %49 = call i32 @llvm.amdgcn.writelane.i32(i32 %48, i32 48, i32 %47)
  %50 = call i32 @llvm.amdgcn.readlane.i32(i32 %42, i32 63)
  %51 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %50)
  %52 = icmp eq i32 %27, 0
  br i1 %52, label %53, label %55
53:                                               ; preds = %20
  %54 = atomicrmw add ptr addrspace(1) %1, i32 %51 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %56 = phi i32 [ poison, %20 ], [ %54, %53 ]
  %57 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %56)
  %58 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %49)
  %59 = add i32 %57, %58
  br label %60
60:                                               ; preds = %55, %14
  %61 = phi i32 [ %59, %55 ], [ -1, %14 ]
  %62 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %15
  br label %63
63:                                               ; preds = %60, %4
  ret void
}
define protected amdgpu_kernel void @atomic_max(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %14 = zext i32 %11 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !5
  %17 = urem i32 %16, 3
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %54, label %19
19:                                               ; preds = %13
  %20 = lshr i32 %16, 4
  %21 = zext i32 %4 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  %23 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %24 = trunc i64 %23 to i32
  %25 = lshr i64 %23, 32
  %26 = trunc i64 %25 to i32
  %27 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %24, i32 0)
  %28 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %26, i32 %27)
  %29 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %20, i32 0)
  %30 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %29, i32 353, i32 15, i32 15, i1 false)
  %31 = icmp ugt i32 %29, %30
  %32 = select i1 %31, i32 %29, i32 %30
  %33 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %32, i32 354, i32 15, i32 15, i1 false)
  %34 = icmp ugt i32 %32, %33
  %35 = select i1 %34, i32 %32, i32 %33
  %36 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %35, i32 356, i32 15, i32 15, i1 false)
  %37 = icmp ugt i32 %35, %36
  %38 = select i1 %37, i32 %35, i32 %36
  %39 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %38, i32 360, i32 15, i32 15, i1 false)
  %40 = icmp ugt i32 %38, %39
  %41 = select i1 %40, i32 %38, i32 %39
  %42 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %41, i32 0, i32 0, i1 false, i1 false)
  %43 = icmp ugt i32 %41, %42
  %44 = select i1 %43, i32 %41, i32 %42
  %45 = call i32 @llvm.amdgcn.readlane.i32(i32 %44, i32 0)
  %46 = call i32 @llvm.amdgcn.readlane.i32(i32 %44, i32 32)
  %47 = icmp ugt i32 %45, %46
  %48 = select i1 %47, i32 %45, i32 %46
  %49 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %48)
  br label %53
54:                                               ; preds = %53, %13, %3
  ret void
}

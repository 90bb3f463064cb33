; ModuleID = 'ggml.hip'
source_filename = "ggml.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

$_Z13lds_block_sumILi9000EEvPKiPi = comdat any

$_Z13lds_block_sumILi9001EEvPKiPi = comdat any

$_Z12regs_row_sumILi1000EEvPKiPi = comdat any

$_Z12regs_row_sumILi1001EEvPKiPi = comdat any

$_Z12regs_row_sumILi1002EEvPKiPi = comdat any

$_Z12regs_row_sumILi1003EEvPKiPi = comdat any

$_Z12regs_row_sumILi1004EEvPKiPi = comdat any

$_Z12regs_row_sumILi1005EEvPKiPi = comdat any

$_Z12regs_row_sumILi1006EEvPKiPi = comdat any

$_Z12regs_row_sumILi1007EEvPKiPi = comdat any

$_Z12regs_row_sumILi1008EEvPKiPi = comdat any

$_Z12regs_row_sumILi1009EEvPKiPi = comdat any

$_Z12regs_row_sumILi1010EEvPKiPi = comdat any

$_Z12regs_row_sumILi1011EEvPKiPi = comdat any

$_ZZ13lds_block_sumILi9000EEvPKiPiE3buf = comdat any

$_ZZ13lds_block_sumILi9001EEvPKiPiE3buf = comdat any

@_ZZ13lds_block_sumILi9000EEvPKiPiE3buf = linkonce_odr hidden local_unnamed_addr addrspace(3) global [9000 x i32] undef, comdat, align 16
@_ZZ13lds_block_sumILi9001EEvPKiPiE3buf = linkonce_odr hidden local_unnamed_addr addrspace(3) global [9001 x i32] undef, comdat, align 16
@__hip_cuid_d63d0346a1045002 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d63d0346a1045002 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @dot_q8(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = and i32 %4, 31
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = add i32 %11, %4
  %13 = and i32 %12, -32
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %14
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %14
  %17 = zext nneg i32 %5 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %15, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %16, i64 %17
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5
  %22 = tail call i32 @llvm.amdgcn.sudot4(i1 true, i32 %19, i1 false, i32 %21, i32 0, i1 false)
  %23 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %24 = and i32 %23, -32
  %25 = add nsw i32 %24, 32
  %26 = xor i32 %23, 16
  %27 = icmp slt i32 %26, %25
  %28 = select i1 %27, i32 %26, i32 %23
  %29 = shl i32 %28, 2
  %30 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %22)
  %31 = add nsw i32 %30, %22
  %32 = xor i32 %23, 8
  %33 = icmp slt i32 %32, %25
  %34 = select i1 %33, i32 %32, i32 %23
  %35 = shl i32 %34, 2
  %36 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %31)
  %37 = add nsw i32 %36, %31
  %38 = xor i32 %23, 4
  %39 = icmp slt i32 %38, %25
  %40 = select i1 %39, i32 %38, i32 %23
  %41 = shl i32 %40, 2
  %42 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %37)
  %43 = add nsw i32 %42, %37
  %44 = xor i32 %23, 2
  %45 = icmp slt i32 %44, %25
  %46 = select i1 %45, i32 %44, i32 %23
  %47 = shl i32 %46, 2
  %48 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %47, i32 %43)
  %49 = add nsw i32 %48, %43
  %50 = xor i32 %23, 1
  %51 = icmp slt i32 %50, %25
  %52 = select i1 %51, i32 %50, i32 %23
  %53 = shl i32 %52, 2
  %54 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %53, i32 %49)
  %55 = icmp eq i32 %5, 0
  br i1 %55, label %56, label %61

56:                                               ; preds = %3
  %57 = lshr i32 %12, 5
  %58 = add nsw i32 %54, %49
  %59 = zext nneg i32 %57 to i64
  %60 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %59
  store i32 %58, ptr addrspace(1) %60, align 4, !tbaa !5
  br label %61

61:                                               ; preds = %56, %3
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sudot4(i1 immarg, i32, i1 immarg, i32, i32, i1 immarg) #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z13lds_block_sumILi9000EEvPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #2 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ13lds_block_sumILi9000EEvPKiPiE3buf, i32 %3
  store i32 %13, ptr addrspace(3) %14, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %15 = lshr i32 %8, 1
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %27, %2
  %18 = icmp eq i32 %3, 0
  br i1 %18, label %30, label %35

19:                                               ; preds = %2, %27
  %20 = phi i32 [ %28, %27 ], [ %15, %2 ]
  %21 = icmp samesign ult i32 %3, %20
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = getelementptr inbounds nuw i32, ptr addrspace(3) %14, i32 %20
  %24 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  %25 = load i32, ptr addrspace(3) %14, align 4, !tbaa !5
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr addrspace(3) %14, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %22, %19
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %28 = lshr i32 %20, 1
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %17, label %19, !llvm.loop !11

30:                                               ; preds = %17
  %31 = zext i32 %4 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %31
  %33 = load i32, ptr addrspace(3) @_ZZ13lds_block_sumILi9000EEvPKiPiE3buf, align 16, !tbaa !5
  %34 = add nsw i32 %33, 9000
  store i32 %34, ptr addrspace(1) %32, align 4, !tbaa !5
  br label %35

35:                                               ; preds = %30, %17
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z13lds_block_sumILi9001EEvPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #2 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ13lds_block_sumILi9001EEvPKiPiE3buf, i32 %3
  store i32 %13, ptr addrspace(3) %14, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %15 = lshr i32 %8, 1
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %27, %2
  %18 = icmp eq i32 %3, 0
  br i1 %18, label %30, label %35

19:                                               ; preds = %2, %27
  %20 = phi i32 [ %28, %27 ], [ %15, %2 ]
  %21 = icmp samesign ult i32 %3, %20
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = getelementptr inbounds nuw i32, ptr addrspace(3) %14, i32 %20
  %24 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  %25 = load i32, ptr addrspace(3) %14, align 4, !tbaa !5
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr addrspace(3) %14, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %22, %19
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %28 = lshr i32 %20, 1
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %17, label %19, !llvm.loop !13

30:                                               ; preds = %17
  %31 = zext i32 %4 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %31
  %33 = load i32, ptr addrspace(3) @_ZZ13lds_block_sumILi9001EEvPKiPiE3buf, align 16, !tbaa !5
  %34 = add nsw i32 %33, 9001
  store i32 %34, ptr addrspace(1) %32, align 4, !tbaa !5
  br label %35

35:                                               ; preds = %30, %17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12regs_row_sumILi1000EEvPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %8 = load <1000 x i32>, ptr addrspace(1) %7, align 4
  %9 = add nuw nsw i32 %3, 1000
  %10 = insertelement <1000 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1000 x i32> %10, <1000 x i32> poison, <1000 x i32> zeroinitializer
  %12 = mul <1000 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1000i32(<1000 x i32> %12)
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %15 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 12
  %17 = load i16, ptr addrspace(4) %16, align 4, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul i32 %14, %18
  %20 = add i32 %19, %3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  store i32 %13, ptr addrspace(1) %22, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1000i32(<1000 x i32>) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12regs_row_sumILi1001EEvPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %8 = load <1001 x i32>, ptr addrspace(1) %7, align 4
  %9 = add nuw nsw i32 %3, 1001
  %10 = insertelement <1001 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1001 x i32> %10, <1001 x i32> poison, <1001 x i32> zeroinitializer
  %12 = mul <1001 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1001i32(<1001 x i32> %12)
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %15 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 12
  %17 = load i16, ptr addrspace(4) %16, align 4, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul i32 %14, %18
  %20 = add i32 %19, %3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  store i32 %13, ptr addrspace(1) %22, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1001i32(<1001 x i32>) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12regs_row_sumILi1002EEvPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %8 = load <1002 x i32>, ptr addrspace(1) %7, align 4
  %9 = add nuw nsw i32 %3, 1002
  %10 = insertelement <1002 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1002 x i32> %10, <1002 x i32> poison, <1002 x i32> zeroinitializer
  %12 = mul <1002 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1002i32(<1002 x i32> %12)
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %15 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 12
  %17 = load i16, ptr addrspace(4) %16, align 4, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul i32 %14, %18
  %20 = add i32 %19, %3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  store i32 %13, ptr addrspace(1) %22, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1002i32(<1002 x i32>) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12regs_row_sumILi1003EEvPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %8 = load <1003 x i32>, ptr addrspace(1) %7, align 4
  %9 = add nuw nsw i32 %3, 1003
  %10 = insertelement <1003 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1003 x i32> %10, <1003 x i32> poison, <1003 x i32> zeroinitializer
  %12 = mul <1003 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1003i32(<1003 x i32> %12)
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %15 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 12
  %17 = load i16, ptr addrspace(4) %16, align 4, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul i32 %14, %18
  %20 = add i32 %19, %3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  store i32 %13, ptr addrspace(1) %22, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1003i32(<1003 x i32>) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12regs_row_sumILi1004EEvPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %8 = load <1004 x i32>, ptr addrspace(1) %7, align 4
  %9 = add nuw nsw i32 %3, 1004
  %10 = insertelement <1004 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1004 x i32> %10, <1004 x i32> poison, <1004 x i32> zeroinitializer
  %12 = mul <1004 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1004i32(<1004 x i32> %12)
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %15 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 12
  %17 = load i16, ptr addrspace(4) %16, align 4, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul i32 %14, %18
  %20 = add i32 %19, %3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  store i32 %13, ptr addrspace(1) %22, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1004i32(<1004 x i32>) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12regs_row_sumILi1005EEvPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %8 = load <1005 x i32>, ptr addrspace(1) %7, align 4
  %9 = add nuw nsw i32 %3, 1005
  %10 = insertelement <1005 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1005 x i32> %10, <1005 x i32> poison, <1005 x i32> zeroinitializer
  %12 = mul <1005 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1005i32(<1005 x i32> %12)
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %15 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 12
  %17 = load i16, ptr addrspace(4) %16, align 4, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul i32 %14, %18
  %20 = add i32 %19, %3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  store i32 %13, ptr addrspace(1) %22, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1005i32(<1005 x i32>) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12regs_row_sumILi1006EEvPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %8 = load <1006 x i32>, ptr addrspace(1) %7, align 4
  %9 = add nuw nsw i32 %3, 1006
  %10 = insertelement <1006 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1006 x i32> %10, <1006 x i32> poison, <1006 x i32> zeroinitializer
  %12 = mul <1006 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1006i32(<1006 x i32> %12)
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %15 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 12
  %17 = load i16, ptr addrspace(4) %16, align 4, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul i32 %14, %18
  %20 = add i32 %19, %3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  store i32 %13, ptr addrspace(1) %22, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1006i32(<1006 x i32>) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12regs_row_sumILi1007EEvPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %8 = load <1007 x i32>, ptr addrspace(1) %7, align 4
  %9 = add nuw nsw i32 %3, 1007
  %10 = insertelement <1007 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1007 x i32> %10, <1007 x i32> poison, <1007 x i32> zeroinitializer
  %12 = mul <1007 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1007i32(<1007 x i32> %12)
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %15 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 12
  %17 = load i16, ptr addrspace(4) %16, align 4, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul i32 %14, %18
  %20 = add i32 %19, %3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  store i32 %13, ptr addrspace(1) %22, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1007i32(<1007 x i32>) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12regs_row_sumILi1008EEvPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %8 = load <1008 x i32>, ptr addrspace(1) %7, align 4
  %9 = add nuw nsw i32 %3, 1008
  %10 = insertelement <1008 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1008 x i32> %10, <1008 x i32> poison, <1008 x i32> zeroinitializer
  %12 = mul <1008 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1008i32(<1008 x i32> %12)
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %15 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 12
  %17 = load i16, ptr addrspace(4) %16, align 4, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul i32 %14, %18
  %20 = add i32 %19, %3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  store i32 %13, ptr addrspace(1) %22, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1008i32(<1008 x i32>) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12regs_row_sumILi1009EEvPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %8 = load <1009 x i32>, ptr addrspace(1) %7, align 4
  %9 = add nuw nsw i32 %3, 1009
  %10 = insertelement <1009 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1009 x i32> %10, <1009 x i32> poison, <1009 x i32> zeroinitializer
  %12 = mul <1009 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1009i32(<1009 x i32> %12)
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %15 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 12
  %17 = load i16, ptr addrspace(4) %16, align 4, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul i32 %14, %18
  %20 = add i32 %19, %3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  store i32 %13, ptr addrspace(1) %22, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1009i32(<1009 x i32>) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12regs_row_sumILi1010EEvPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %8 = load <1010 x i32>, ptr addrspace(1) %7, align 4
  %9 = add nuw nsw i32 %3, 1010
  %10 = insertelement <1010 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1010 x i32> %10, <1010 x i32> poison, <1010 x i32> zeroinitializer
  %12 = mul <1010 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1010i32(<1010 x i32> %12)
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %15 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 12
  %17 = load i16, ptr addrspace(4) %16, align 4, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul i32 %14, %18
  %20 = add i32 %19, %3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  store i32 %13, ptr addrspace(1) %22, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1010i32(<1010 x i32>) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12regs_row_sumILi1011EEvPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %6
  %8 = load <1011 x i32>, ptr addrspace(1) %7, align 4
  %9 = add nuw nsw i32 %3, 1011
  %10 = insertelement <1011 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1011 x i32> %10, <1011 x i32> poison, <1011 x i32> zeroinitializer
  %12 = mul <1011 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1011i32(<1011 x i32> %12)
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %15 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 12
  %17 = load i16, ptr addrspace(4) %16, align 4, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul i32 %14, %18
  %20 = add i32 %19, %3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  store i32 %13, ptr addrspace(1) %22, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1011i32(<1011 x i32>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}

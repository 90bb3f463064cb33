; ModuleID = 'rocprim_warp.hip'
source_filename = "rocprim_warp.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%"struct.rocprim::warp_exchange<int, 4>::storage_type_" = type { %"class.rocprim::uninitialized_array" }
%"class.rocprim::uninitialized_array" = type { [1024 x i8] }

@_ZZ21warp_exchange_stripedE2st = internal unnamed_addr addrspace(3) global [4 x %"struct.rocprim::warp_exchange<int, 4>::storage_type_"] undef, align 16
@__hip_cuid_209d2f2caaf26818 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_209d2f2caaf26818 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_reduce_sum(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = ashr i32 %13, 12
  %15 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %14, i32 177, i32 15, i32 15, i1 false)
  %16 = add nsw i32 %15, %14
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 78, i32 15, i32 15, i1 false)
  %18 = add nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %18, i32 276, i32 15, i32 15, i1 false)
  %20 = add nsw i32 %18, %19
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 280, i32 15, i32 15, i1 false)
  %22 = add nsw i32 %20, %21
  %23 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %22, i32 322, i32 15, i32 15, i1 false)
  %24 = add nsw i32 %22, %23
  %25 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %24, i32 323, i32 15, i32 15, i1 false)
  %26 = add nsw i32 %24, %25
  %27 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %28 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %27)
  %29 = shl i32 %28, 2
  %30 = or i32 %29, 252
  %31 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %26)
  %32 = and i32 %3, 63
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %36

34:                                               ; preds = %2
  %35 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %31, ptr addrspace(1) %35, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %2, %34
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_reduce_sum_all(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = ashr i32 %13, 12
  %15 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %14, i32 177, i32 15, i32 15, i1 false)
  %16 = add nsw i32 %15, %14
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 78, i32 15, i32 15, i1 false)
  %18 = add nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %18, i32 276, i32 15, i32 15, i1 false)
  %20 = add nsw i32 %18, %19
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 280, i32 15, i32 15, i1 false)
  %22 = add nsw i32 %20, %21
  %23 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %22, i32 322, i32 15, i32 15, i1 false)
  %24 = add nsw i32 %22, %23
  %25 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %24, i32 323, i32 15, i32 15, i1 false)
  %26 = add nsw i32 %24, %25
  %27 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %28 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %27)
  %29 = shl i32 %28, 2
  %30 = or i32 %29, 252
  %31 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %26)
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %31, ptr addrspace(1) %32, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_reduce_sum_half(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = ashr i32 %13, 12
  %15 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %14, i32 177, i32 15, i32 15, i1 false)
  %16 = add nsw i32 %15, %14
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 78, i32 15, i32 15, i1 false)
  %18 = add nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %18, i32 276, i32 15, i32 15, i1 false)
  %20 = add nsw i32 %18, %19
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 280, i32 15, i32 15, i1 false)
  %22 = add nsw i32 %20, %21
  %23 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %22, i32 322, i32 15, i32 15, i1 false)
  %24 = add nsw i32 %22, %23
  %25 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %26 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %25)
  %27 = shl i32 %26, 2
  %28 = or i32 %27, 124
  %29 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %28, i32 %24)
  %30 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %29, ptr addrspace(1) %30, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_reduce_sum_8(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = ashr i32 %13, 12
  %15 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %14, i32 177, i32 15, i32 15, i1 false)
  %16 = add nsw i32 %15, %14
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 78, i32 15, i32 15, i1 false)
  %18 = add nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %18, i32 276, i32 15, i32 15, i1 false)
  %20 = add nsw i32 %18, %19
  %21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %22 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %21)
  %23 = shl i32 %22, 2
  %24 = or i32 %23, 28
  %25 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %24, i32 %20)
  %26 = and i32 %3, 7
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %30

28:                                               ; preds = %2
  %29 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %25, ptr addrspace(1) %29, align 4, !tbaa !5
  br label %30

30:                                               ; preds = %2, %28
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_reduce_max_valid(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = lshr i32 %3, 6
  %12 = zext i32 %10 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = mul nuw nsw i32 %11, 5
  %16 = add nuw nsw i32 %15, 3
  %17 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %18 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %17)
  %19 = and i32 %18, 63
  %20 = icmp ne i32 %19, 63
  %21 = zext i1 %20 to i32
  %22 = add i32 %18, %21
  %23 = shl i32 %22, 2
  %24 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %14)
  %25 = add i32 %18, 1
  %26 = icmp ult i32 %25, %16
  %27 = tail call i32 @llvm.smax.i32(i32 %14, i32 %24)
  %28 = select i1 %26, i32 %27, i32 %14
  %29 = icmp samesign ult i32 %19, 62
  %30 = select i1 %29, i32 2, i32 0
  %31 = add i32 %30, %18
  %32 = shl i32 %31, 2
  %33 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %32, i32 %28)
  %34 = add i32 %18, 2
  %35 = icmp ult i32 %34, %16
  %36 = tail call i32 @llvm.smax.i32(i32 %28, i32 %33)
  %37 = select i1 %35, i32 %36, i32 %28
  %38 = icmp samesign ult i32 %19, 60
  %39 = select i1 %38, i32 4, i32 0
  %40 = add i32 %39, %18
  %41 = shl i32 %40, 2
  %42 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %37)
  %43 = add i32 %18, 4
  %44 = icmp ult i32 %43, %16
  %45 = tail call i32 @llvm.smax.i32(i32 %37, i32 %42)
  %46 = select i1 %44, i32 %45, i32 %37
  %47 = icmp samesign ult i32 %19, 56
  %48 = select i1 %47, i32 8, i32 0
  %49 = add i32 %48, %18
  %50 = shl i32 %49, 2
  %51 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %46)
  %52 = add i32 %18, 8
  %53 = icmp ult i32 %52, %16
  %54 = tail call i32 @llvm.smax.i32(i32 %46, i32 %51)
  %55 = select i1 %53, i32 %54, i32 %46
  %56 = icmp samesign ult i32 %19, 48
  %57 = select i1 %56, i32 16, i32 0
  %58 = add i32 %57, %18
  %59 = shl i32 %58, 2
  %60 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 %55)
  %61 = add i32 %18, 16
  %62 = icmp ult i32 %61, %16
  %63 = tail call i32 @llvm.smax.i32(i32 %55, i32 %60)
  %64 = select i1 %62, i32 %63, i32 %55
  %65 = shl i32 %18, 2
  %66 = or i32 %65, 128
  %67 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %66, i32 %64)
  %68 = and i32 %3, 63
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %76

70:                                               ; preds = %2
  %71 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %12
  %72 = add i32 %18, 32
  %73 = icmp ult i32 %72, %16
  %74 = tail call i32 @llvm.smax.i32(i32 %64, i32 %67)
  %75 = select i1 %73, i32 %74, i32 %64
  store i32 %75, ptr addrspace(1) %71, align 4, !tbaa !5
  br label %76

76:                                               ; preds = %70, %2
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_reduce_float(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = and i32 %13, 255
  %15 = uitofp nneg i32 %14 to float
  %16 = bitcast float %15 to i32
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 177, i32 15, i32 15, i1 false)
  %18 = bitcast i32 %17 to float
  %19 = fadd contract float %15, %18
  %20 = bitcast float %19 to i32
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 78, i32 15, i32 15, i1 false)
  %22 = bitcast i32 %21 to float
  %23 = fadd contract float %19, %22
  %24 = bitcast float %23 to i32
  %25 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %24, i32 276, i32 15, i32 15, i1 false)
  %26 = bitcast i32 %25 to float
  %27 = fadd contract float %23, %26
  %28 = bitcast float %27 to i32
  %29 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %28, i32 280, i32 15, i32 15, i1 false)
  %30 = bitcast i32 %29 to float
  %31 = fadd contract float %27, %30
  %32 = bitcast float %31 to i32
  %33 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %32, i32 322, i32 15, i32 15, i1 false)
  %34 = bitcast i32 %33 to float
  %35 = fadd contract float %31, %34
  %36 = bitcast float %35 to i32
  %37 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %36, i32 323, i32 15, i32 15, i1 false)
  %38 = bitcast i32 %37 to float
  %39 = fadd contract float %35, %38
  %40 = bitcast float %39 to i32
  %41 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %42 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %41)
  %43 = shl i32 %42, 2
  %44 = or i32 %43, 252
  %45 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %40)
  %46 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %11
  store i32 %45, ptr addrspace(1) %46, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_segmented_reduce(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = ashr i32 %13, 12
  %15 = lshr i32 %14, 4
  %16 = urem i32 %15, 5
  %17 = tail call i64 @llvm.amdgcn.icmp.i64.i32(i32 %16, i32 0, i32 32)
  %18 = lshr i64 %17, 1
  %19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %20 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %19)
  %21 = zext nneg i32 %20 to i64
  %22 = shl nsw i64 -1, %21
  %23 = and i64 %22, %18
  %24 = or disjoint i64 %23, -9223372036854775808
  %25 = tail call range(i64 0, 64) i64 @llvm.cttz.i64(i64 range(i64 -9223372036854775808, 0) %24, i1 true)
  %26 = trunc nuw nsw i64 %25 to i32
  %27 = and i32 %20, 63
  %28 = icmp ne i32 %27, 63
  %29 = zext i1 %28 to i32
  %30 = add i32 %20, %29
  %31 = shl i32 %30, 2
  %32 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %31, i32 range(i32 -524288, 524288) %14)
  %33 = add i32 %20, 1
  %34 = icmp ugt i32 %33, %26
  %35 = select i1 %34, i32 0, i32 %32
  %36 = add nsw i32 %35, %14
  %37 = icmp samesign ult i32 %27, 62
  %38 = select i1 %37, i32 2, i32 0
  %39 = add i32 %38, %20
  %40 = shl i32 %39, 2
  %41 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %40, i32 %36)
  %42 = add i32 %20, 2
  %43 = icmp ugt i32 %42, %26
  %44 = select i1 %43, i32 0, i32 %41
  %45 = add nsw i32 %36, %44
  %46 = icmp samesign ult i32 %27, 60
  %47 = select i1 %46, i32 4, i32 0
  %48 = add i32 %47, %20
  %49 = shl i32 %48, 2
  %50 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %49, i32 %45)
  %51 = add i32 %20, 4
  %52 = icmp ugt i32 %51, %26
  %53 = select i1 %52, i32 0, i32 %50
  %54 = add nsw i32 %45, %53
  %55 = icmp samesign ult i32 %27, 56
  %56 = select i1 %55, i32 8, i32 0
  %57 = add i32 %56, %20
  %58 = shl i32 %57, 2
  %59 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %58, i32 %54)
  %60 = add i32 %20, 8
  %61 = icmp ugt i32 %60, %26
  %62 = select i1 %61, i32 0, i32 %59
  %63 = add nsw i32 %54, %62
  %64 = icmp samesign ult i32 %27, 48
  %65 = select i1 %64, i32 16, i32 0
  %66 = add i32 %65, %20
  %67 = shl i32 %66, 2
  %68 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %67, i32 %63)
  %69 = add i32 %20, 16
  %70 = icmp ugt i32 %69, %26
  %71 = select i1 %70, i32 0, i32 %68
  %72 = add nsw i32 %63, %71
  %73 = shl i32 %20, 2
  %74 = or i32 %73, 128
  %75 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %74, i32 %72)
  %76 = add i32 %20, 32
  %77 = icmp ugt i32 %76, %26
  %78 = select i1 %77, i32 0, i32 %75
  %79 = add nsw i32 %72, %78
  %80 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %79, ptr addrspace(1) %80, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_scan_sum(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = ashr i32 %13, 12
  %15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %16 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %15)
  %17 = and i32 %16, 15
  %18 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %14, i32 273, i32 15, i32 15, i1 false)
  %19 = icmp eq i32 %17, 0
  %20 = select i1 %19, i32 0, i32 %18
  %21 = add nsw i32 %20, %14
  %22 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %21, i32 274, i32 15, i32 15, i1 false)
  %23 = icmp samesign ugt i32 %17, 1
  %24 = select i1 %23, i32 %22, i32 0
  %25 = add nsw i32 %21, %24
  %26 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %25, i32 276, i32 15, i32 15, i1 false)
  %27 = icmp samesign ugt i32 %17, 3
  %28 = select i1 %27, i32 %26, i32 0
  %29 = add nsw i32 %25, %28
  %30 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %29, i32 280, i32 15, i32 15, i1 false)
  %31 = icmp samesign ugt i32 %17, 7
  %32 = select i1 %31, i32 %30, i32 0
  %33 = add nsw i32 %29, %32
  %34 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %33, i32 322, i32 15, i32 15, i1 false)
  %35 = and i32 %16, 16
  %36 = icmp eq i32 %35, 0
  %37 = select i1 %36, i32 0, i32 %34
  %38 = add nsw i32 %33, %37
  %39 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %38, i32 323, i32 15, i32 15, i1 false)
  %40 = icmp ugt i32 %16, 31
  %41 = select i1 %40, i32 %39, i32 0
  %42 = add nsw i32 %38, %41
  %43 = add nsw i32 %42, 7
  %44 = add i32 %16, -1
  %45 = and i32 %16, -64
  %46 = icmp slt i32 %44, %45
  %47 = select i1 %46, i32 %16, i32 %44
  %48 = shl i32 %47, 2
  %49 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %48, i32 %43)
  %50 = icmp eq i32 %16, 0
  %51 = select i1 %50, i32 7, i32 %49
  %52 = shl i32 %10, 1
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %53
  store i32 %42, ptr addrspace(1) %54, align 4, !tbaa !5
  %55 = or disjoint i32 %52, 1
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %56
  store i32 %51, ptr addrspace(1) %57, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_scan_sum_half(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = ashr i32 %13, 12
  %15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %16 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %15)
  %17 = and i32 %16, 15
  %18 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %14, i32 273, i32 15, i32 15, i1 false)
  %19 = icmp eq i32 %17, 0
  %20 = select i1 %19, i32 0, i32 %18
  %21 = add nsw i32 %20, %14
  %22 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %21, i32 274, i32 15, i32 15, i1 false)
  %23 = icmp samesign ugt i32 %17, 1
  %24 = select i1 %23, i32 %22, i32 0
  %25 = add nsw i32 %21, %24
  %26 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %25, i32 276, i32 15, i32 15, i1 false)
  %27 = icmp samesign ugt i32 %17, 3
  %28 = select i1 %27, i32 %26, i32 0
  %29 = add nsw i32 %25, %28
  %30 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %29, i32 280, i32 15, i32 15, i1 false)
  %31 = icmp samesign ugt i32 %17, 7
  %32 = select i1 %31, i32 %30, i32 0
  %33 = add nsw i32 %29, %32
  %34 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %33, i32 322, i32 15, i32 15, i1 false)
  %35 = and i32 %16, 16
  %36 = icmp eq i32 %35, 0
  %37 = select i1 %36, i32 0, i32 %34
  %38 = add nsw i32 %33, %37
  %39 = add nsw i32 %38, 7
  %40 = add i32 %16, -1
  %41 = and i32 %16, -32
  %42 = icmp slt i32 %40, %41
  %43 = select i1 %42, i32 %16, i32 %40
  %44 = shl i32 %43, 2
  %45 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %39)
  %46 = and i32 %16, 31
  %47 = icmp eq i32 %46, 0
  %48 = select i1 %47, i32 7, i32 %45
  %49 = shl i32 %10, 1
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %50
  store i32 %38, ptr addrspace(1) %51, align 4, !tbaa !5
  %52 = or disjoint i32 %49, 1
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %53
  store i32 %48, ptr addrspace(1) %54, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_scan_max_8(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %15 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %14)
  %16 = and i32 %15, 7
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %13, i32 273, i32 15, i32 15, i1 false)
  %18 = icmp eq i32 %16, 0
  %19 = tail call i32 @llvm.smax.i32(i32 %17, i32 %13)
  %20 = select i1 %18, i32 %13, i32 %19
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 274, i32 15, i32 15, i1 false)
  %22 = icmp samesign ugt i32 %16, 1
  %23 = tail call i32 @llvm.smax.i32(i32 %21, i32 %20)
  %24 = select i1 %22, i32 %23, i32 %20
  %25 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %24, i32 276, i32 15, i32 15, i1 false)
  %26 = icmp samesign ugt i32 %16, 3
  %27 = tail call i32 @llvm.smax.i32(i32 %25, i32 %24)
  %28 = select i1 %26, i32 %27, i32 %24
  %29 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_sort_keys(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %15 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %14)
  %16 = lshr i32 %15, 1
  %17 = and i32 %16, 1
  %18 = and i32 %15, 1
  %19 = icmp eq i32 %17, %18
  %20 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %13, i32 1055)
  %21 = select i1 %19, i32 %20, i32 %13
  %22 = select i1 %19, i32 %13, i32 %20
  %23 = icmp ult i32 %21, %22
  %24 = select i1 %23, i32 %20, i32 %13
  %25 = lshr i32 %15, 2
  %26 = and i32 %25, 1
  %27 = icmp eq i32 %26, %17
  %28 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %24, i32 2079)
  %29 = select i1 %27, i32 %28, i32 %24
  %30 = select i1 %27, i32 %24, i32 %28
  %31 = icmp ult i32 %29, %30
  %32 = select i1 %31, i32 %28, i32 %24
  %33 = icmp eq i32 %26, %18
  %34 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %32, i32 1055)
  %35 = select i1 %33, i32 %34, i32 %32
  %36 = select i1 %33, i32 %32, i32 %34
  %37 = icmp ult i32 %35, %36
  %38 = select i1 %37, i32 %34, i32 %32
  %39 = lshr i32 %15, 3
  %40 = and i32 %39, 1
  %41 = icmp eq i32 %40, %26
  %42 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %38, i32 4127)
  %43 = select i1 %41, i32 %42, i32 %38
  %44 = select i1 %41, i32 %38, i32 %42
  %45 = icmp ult i32 %43, %44
  %46 = select i1 %45, i32 %42, i32 %38
  %47 = icmp eq i32 %40, %17
  %48 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %46, i32 2079)
  %49 = select i1 %47, i32 %48, i32 %46
  %50 = select i1 %47, i32 %46, i32 %48
  %51 = icmp ult i32 %49, %50
  %52 = select i1 %51, i32 %48, i32 %46
  %53 = icmp eq i32 %40, %18
  %54 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %52, i32 1055)
  %55 = select i1 %53, i32 %54, i32 %52
  %56 = select i1 %53, i32 %52, i32 %54
  %57 = icmp ult i32 %55, %56
  %58 = select i1 %57, i32 %54, i32 %52
  %59 = lshr i32 %15, 4
  %60 = and i32 %59, 1
  %61 = icmp eq i32 %60, %40
  %62 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %58, i32 8223)
  %63 = select i1 %61, i32 %62, i32 %58
  %64 = select i1 %61, i32 %58, i32 %62
  %65 = icmp ult i32 %63, %64
  %66 = select i1 %65, i32 %62, i32 %58
  %67 = icmp eq i32 %60, %26
  %68 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %66, i32 4127)
  %69 = select i1 %67, i32 %68, i32 %66
  %70 = select i1 %67, i32 %66, i32 %68
  %71 = icmp ult i32 %69, %70
  %72 = select i1 %71, i32 %68, i32 %66
  %73 = icmp eq i32 %60, %17
  %74 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %72, i32 2079)
  %75 = select i1 %73, i32 %74, i32 %72
  %76 = select i1 %73, i32 %72, i32 %74
  %77 = icmp ult i32 %75, %76
  %78 = select i1 %77, i32 %74, i32 %72
  %79 = icmp eq i32 %60, %18
  %80 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %78, i32 1055)
  %81 = select i1 %79, i32 %80, i32 %78
  %82 = select i1 %79, i32 %78, i32 %80
  %83 = icmp ult i32 %81, %82
  %84 = select i1 %83, i32 %80, i32 %78
  %85 = lshr i32 %15, 5
  %86 = and i32 %85, 1
  %87 = icmp eq i32 %86, %60
  %88 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %84, i32 16415)
  %89 = select i1 %87, i32 %88, i32 %84
  %90 = select i1 %87, i32 %84, i32 %88
  %91 = icmp ult i32 %89, %90
  %92 = select i1 %91, i32 %88, i32 %84
  %93 = icmp eq i32 %86, %40
  %94 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %92, i32 8223)
  %95 = select i1 %93, i32 %94, i32 %92
  %96 = select i1 %93, i32 %92, i32 %94
  %97 = icmp ult i32 %95, %96
  %98 = select i1 %97, i32 %94, i32 %92
  %99 = icmp eq i32 %86, %26
  %100 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %98, i32 4127)
  %101 = select i1 %99, i32 %100, i32 %98
  %102 = select i1 %99, i32 %98, i32 %100
  %103 = icmp ult i32 %101, %102
  %104 = select i1 %103, i32 %100, i32 %98
  %105 = icmp eq i32 %86, %17
  %106 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %104, i32 2079)
  %107 = select i1 %105, i32 %106, i32 %104
  %108 = select i1 %105, i32 %104, i32 %106
  %109 = icmp ult i32 %107, %108
  %110 = select i1 %109, i32 %106, i32 %104
  %111 = icmp eq i32 %86, %18
  %112 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %110, i32 1055)
  %113 = select i1 %111, i32 %112, i32 %110
  %114 = select i1 %111, i32 %110, i32 %112
  %115 = icmp ult i32 %113, %114
  %116 = select i1 %115, i32 %112, i32 %110
  %117 = icmp eq i32 %86, 0
  %118 = xor i32 %15, 32
  %119 = and i32 %15, -64
  %120 = add nsw i32 %119, 64
  %121 = icmp slt i32 %118, %120
  %122 = select i1 %121, i32 %118, i32 %15
  %123 = shl i32 %122, 2
  %124 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %123, i32 %116)
  %125 = select i1 %117, i32 %124, i32 %116
  %126 = select i1 %117, i32 %116, i32 %124
  %127 = icmp ult i32 %125, %126
  %128 = select i1 %127, i32 %124, i32 %116
  %129 = icmp eq i32 %60, 0
  %130 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %128, i32 16415)
  %131 = select i1 %129, i32 %130, i32 %128
  %132 = select i1 %129, i32 %128, i32 %130
  %133 = icmp ult i32 %131, %132
  %134 = select i1 %133, i32 %130, i32 %128
  %135 = icmp eq i32 %40, 0
  %136 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %134, i32 8223)
  %137 = select i1 %135, i32 %136, i32 %134
  %138 = select i1 %135, i32 %134, i32 %136
  %139 = icmp ult i32 %137, %138
  %140 = select i1 %139, i32 %136, i32 %134
  %141 = icmp eq i32 %26, 0
  %142 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %140, i32 4127)
  %143 = select i1 %141, i32 %142, i32 %140
  %144 = select i1 %141, i32 %140, i32 %142
  %145 = icmp ult i32 %143, %144
  %146 = select i1 %145, i32 %142, i32 %140
  %147 = icmp eq i32 %17, 0
  %148 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %146, i32 2079)
  %149 = select i1 %147, i32 %148, i32 %146
  %150 = select i1 %147, i32 %146, i32 %148
  %151 = icmp ult i32 %149, %150
  %152 = select i1 %151, i32 %148, i32 %146
  %153 = icmp eq i32 %18, 0
  %154 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %152, i32 1055)
  %155 = select i1 %153, i32 %154, i32 %152
  %156 = select i1 %153, i32 %152, i32 %154
  %157 = icmp ult i32 %155, %156
  %158 = select i1 %157, i32 %154, i32 %152
  %159 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %158, ptr addrspace(1) %159, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_sort_keys_8(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %15 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %14)
  %16 = lshr i32 %15, 1
  %17 = and i32 %16, 1
  %18 = and i32 %15, 1
  %19 = icmp eq i32 %17, %18
  %20 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %13, i32 1055)
  %21 = select i1 %19, i32 %20, i32 %13
  %22 = select i1 %19, i32 %13, i32 %20
  %23 = icmp ult i32 %21, %22
  %24 = select i1 %23, i32 %20, i32 %13
  %25 = lshr i32 %15, 2
  %26 = and i32 %25, 1
  %27 = icmp eq i32 %26, %17
  %28 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %24, i32 2079)
  %29 = select i1 %27, i32 %28, i32 %24
  %30 = select i1 %27, i32 %24, i32 %28
  %31 = icmp ult i32 %29, %30
  %32 = select i1 %31, i32 %28, i32 %24
  %33 = icmp eq i32 %26, %18
  %34 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %32, i32 1055)
  %35 = select i1 %33, i32 %34, i32 %32
  %36 = select i1 %33, i32 %32, i32 %34
  %37 = icmp ult i32 %35, %36
  %38 = select i1 %37, i32 %34, i32 %32
  %39 = icmp eq i32 %26, 0
  %40 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %38, i32 4127)
  %41 = select i1 %39, i32 %40, i32 %38
  %42 = select i1 %39, i32 %38, i32 %40
  %43 = icmp ult i32 %41, %42
  %44 = select i1 %43, i32 %40, i32 %38
  %45 = icmp eq i32 %17, 0
  %46 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %44, i32 2079)
  %47 = select i1 %45, i32 %46, i32 %44
  %48 = select i1 %45, i32 %44, i32 %46
  %49 = icmp ult i32 %47, %48
  %50 = select i1 %49, i32 %46, i32 %44
  %51 = icmp eq i32 %18, 0
  %52 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %50, i32 1055)
  %53 = select i1 %51, i32 %52, i32 %50
  %54 = select i1 %51, i32 %50, i32 %52
  %55 = icmp ult i32 %53, %54
  %56 = select i1 %55, i32 %52, i32 %50
  %57 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %56, ptr addrspace(1) %57, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @warp_exchange_striped(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = shl i32 %10, 2
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = or disjoint i32 %11, 2
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15
  %17 = lshr i32 %3, 6
  %18 = getelementptr inbounds nuw %"struct.rocprim::warp_exchange<int, 4>::storage_type_", ptr addrspace(3) @_ZZ21warp_exchange_stripedE2st, i32 %17
  %19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %20 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %19)
  %21 = shl i32 %20, 4
  %22 = getelementptr i8, ptr addrspace(3) %18, i32 %21
  %23 = load <2 x i32>, ptr addrspace(1) %13, align 4, !tbaa !5
  store <2 x i32> %23, ptr addrspace(3) %22, align 16, !tbaa !5
  %24 = getelementptr i8, ptr addrspace(3) %22, i32 8
  %25 = load <2 x i32>, ptr addrspace(1) %16, align 4, !tbaa !5
  store <2 x i32> %25, ptr addrspace(3) %24, align 8, !tbaa !5
  fence syncscope("wavefront") release
  tail call void @llvm.amdgcn.wave.barrier()
  fence syncscope("wavefront") acquire
  %26 = getelementptr i32, ptr addrspace(3) %18, i32 %20
  %27 = load i32, ptr addrspace(3) %26, align 4, !tbaa !5
  %28 = getelementptr i8, ptr addrspace(3) %26, i32 256
  %29 = load i32, ptr addrspace(3) %28, align 4, !tbaa !5
  %30 = getelementptr i8, ptr addrspace(3) %26, i32 512
  %31 = load i32, ptr addrspace(3) %30, align 4, !tbaa !5
  %32 = getelementptr i8, ptr addrspace(3) %26, i32 768
  %33 = load i32, ptr addrspace(3) %32, align 4, !tbaa !5
  %34 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %12
  %35 = insertelement <2 x i32> poison, i32 %27, i64 0
  %36 = insertelement <2 x i32> %35, i32 %29, i64 1
  store <2 x i32> %36, ptr addrspace(1) %34, align 4, !tbaa !5
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  %38 = insertelement <2 x i32> poison, i32 %31, i64 0
  %39 = insertelement <2 x i32> %38, i32 %33, i64 1
  store <2 x i32> %39, ptr addrspace(1) %37, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_match_any(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !14
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = and i32 %13, 15
  %15 = and i32 %13, 256
  %16 = icmp eq i32 %15, 0
  %17 = lshr exact i32 %15, 8
  %18 = xor i32 %17, 1
  %19 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 3) %18, i32 0, i32 33)
  %20 = zext nneg i32 %14 to i64
  %21 = and i64 %20, 1
  %22 = sub nsw i64 0, %21
  %23 = trunc nsw i64 %22 to i32
  %24 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 3) %23, i32 0, i32 33)
  %25 = xor i64 %24, %22
  %26 = shl i64 %20, 62
  %27 = ashr i64 %26, 63
  %28 = trunc nsw i64 %27 to i32
  %29 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 3) %28, i32 0, i32 33)
  %30 = xor i64 %27, %29
  %31 = or i64 %30, %25
  %32 = shl i64 %20, 61
  %33 = ashr i64 %32, 63
  %34 = trunc nsw i64 %33 to i32
  %35 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 3) %34, i32 0, i32 33)
  %36 = xor i64 %35, %33
  %37 = or i64 %31, %36
  %38 = shl nuw i64 %20, 60
  %39 = ashr i64 %38, 63
  %40 = trunc nsw i64 %39 to i32
  %41 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 3) %40, i32 0, i32 33)
  %42 = xor i64 %41, %39
  %43 = or i64 %37, %42
  %44 = xor i64 %43, -1
  %45 = and i64 %19, %44
  %46 = select i1 %16, i64 %45, i64 0
  %47 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %11
  store i64 %46, ptr addrspace(1) %47, align 8, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite)
define protected amdgpu_kernel void @warp_ballot_divergent(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !14
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = and i32 %13, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %2
  %17 = and i32 %13, 2
  %18 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 3) %17, i32 0, i32 33)
  %19 = tail call i64 @llvm.read_register.i64(metadata !20) #9
  %20 = trunc i64 %19 to i32
  %21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 %20, i32 0)
  %22 = lshr i64 %19, 32
  %23 = trunc nuw i64 %22 to i32
  %24 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 %23, i32 %21)
  %25 = zext i32 %24 to i64
  %26 = shl i64 %25, 56
  %27 = xor i64 %26, %18
  br label %28

28:                                               ; preds = %16, %2
  %29 = phi i64 [ %27, %16 ], [ 0, %2 ]
  %30 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %11
  store i64 %29, ptr addrspace(1) %30, align 8, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare i64 @llvm.read_register.i64(metadata) #8

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #9 = { convergent }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5, !9}
!opencl.ocl.version = !{!13}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{i32 2, i32 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !11, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !7, i64 0}
!20 = !{!"exec"}

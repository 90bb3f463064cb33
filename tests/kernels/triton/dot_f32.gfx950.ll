; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @matmul_ieee(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !11
  %8 = lshr i32 %7, 6, !dbg !11
  %9 = and i32 %8, 3, !dbg !11
  %10 = and i32 %6, 63, !dbg !12
  %11 = shl nuw nsw i32 %9, 6, !dbg !12
  %12 = or disjoint i32 %11, %10, !dbg !12
  %13 = and i32 %6, 31, !dbg !12
  %14 = lshr i32 %6, 3, !dbg !13
  %15 = and i32 %14, 4, !dbg !13
  %16 = shl nuw nsw i32 %6, 4, !dbg !13
  %17 = and i32 %16, 112, !dbg !13
  %18 = shl nuw nsw i32 %12, 4, !dbg !14
  %19 = and i32 %18, 3968, !dbg !14
  %20 = or disjoint i32 %19, %17, !dbg !14
  %21 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !15
  %22 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %21, i32 %20, i32 0, i32 0), !dbg !15
  %23 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !16
  %24 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %23, i32 %20, i32 0, i32 0), !dbg !16
  %25 = lshr i32 %12, 2, !dbg !15
  %26 = and i32 %25, 28, !dbg !15
  %27 = xor i32 %26, %18, !dbg !15
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %27, !dbg !15
  %29 = shufflevector <4 x float> %22, <4 x float> poison, <1 x i32> zeroinitializer, !dbg !15
  store <1 x float> %29, ptr addrspace(3) %28, align 4, !dbg !15
  %30 = xor i32 %27, 4, !dbg !15
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %30, !dbg !15
  %32 = shufflevector <4 x float> %22, <4 x float> poison, <1 x i32> <i32 1>, !dbg !15
  store <1 x float> %32, ptr addrspace(3) %31, align 4, !dbg !15
  %33 = xor i32 %27, 8, !dbg !15
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %33, !dbg !15
  %35 = shufflevector <4 x float> %22, <4 x float> poison, <1 x i32> <i32 2>, !dbg !15
  store <1 x float> %35, ptr addrspace(3) %34, align 4, !dbg !15
  %36 = xor i32 %27, 12, !dbg !15
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %36, !dbg !15
  %38 = shufflevector <4 x float> %22, <4 x float> poison, <1 x i32> <i32 3>, !dbg !15
  store <1 x float> %38, ptr addrspace(3) %37, align 4, !dbg !15
  fence syncscope("workgroup") release, !dbg !15, !mmra !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !15
  fence syncscope("workgroup") acquire, !dbg !15, !mmra !17
  %39 = shl nuw nsw i32 %13, 7, !dbg !15
  %40 = shl nuw nsw i32 %6, 1, !dbg !15
  %41 = and i32 %40, 28, !dbg !15
  %42 = xor i32 %41, %15, !dbg !15
  %43 = or disjoint i32 %42, %39, !dbg !15
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %43, !dbg !15
  %45 = load <1 x float>, ptr addrspace(3) %44, align 4, !dbg !15
  %46 = extractelement <1 x float> %45, i64 0, !dbg !15
  %47 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 32, !dbg !15
  %48 = load <1 x float>, ptr addrspace(3) %47, align 4, !dbg !15
  %49 = extractelement <1 x float> %48, i64 0, !dbg !15
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 64, !dbg !15
  %51 = load <1 x float>, ptr addrspace(3) %50, align 4, !dbg !15
  %52 = extractelement <1 x float> %51, i64 0, !dbg !15
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 96, !dbg !15
  %54 = load <1 x float>, ptr addrspace(3) %53, align 4, !dbg !15
  %55 = extractelement <1 x float> %54, i64 0, !dbg !15
  %56 = xor i32 %43, 8, !dbg !15
  %57 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %56, !dbg !15
  %58 = load <1 x float>, ptr addrspace(3) %57, align 4, !dbg !15
  %59 = extractelement <1 x float> %58, i64 0, !dbg !15
  %60 = getelementptr inbounds nuw i8, ptr addrspace(3) %57, i32 32, !dbg !15
  %61 = load <1 x float>, ptr addrspace(3) %60, align 4, !dbg !15
  %62 = extractelement <1 x float> %61, i64 0, !dbg !15
  %63 = getelementptr inbounds nuw i8, ptr addrspace(3) %57, i32 64, !dbg !15
  %64 = load <1 x float>, ptr addrspace(3) %63, align 4, !dbg !15
  %65 = extractelement <1 x float> %64, i64 0, !dbg !15
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) %57, i32 96, !dbg !15
  %67 = load <1 x float>, ptr addrspace(3) %66, align 4, !dbg !15
  %68 = extractelement <1 x float> %67, i64 0, !dbg !15
  %69 = xor i32 %43, 16, !dbg !15
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %69, !dbg !15
  %71 = load <1 x float>, ptr addrspace(3) %70, align 4, !dbg !15
  %72 = extractelement <1 x float> %71, i64 0, !dbg !15
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) %70, i32 32, !dbg !15
  %74 = load <1 x float>, ptr addrspace(3) %73, align 4, !dbg !15
  %75 = extractelement <1 x float> %74, i64 0, !dbg !15
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %70, i32 64, !dbg !15
  %77 = load <1 x float>, ptr addrspace(3) %76, align 4, !dbg !15
  %78 = extractelement <1 x float> %77, i64 0, !dbg !15
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %70, i32 96, !dbg !15
  %80 = load <1 x float>, ptr addrspace(3) %79, align 4, !dbg !15
  %81 = extractelement <1 x float> %80, i64 0, !dbg !15
  %82 = xor i32 %43, 24, !dbg !15
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %82, !dbg !15
  %84 = load <1 x float>, ptr addrspace(3) %83, align 4, !dbg !15
  %85 = extractelement <1 x float> %84, i64 0, !dbg !15
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 32, !dbg !15
  %87 = load <1 x float>, ptr addrspace(3) %86, align 4, !dbg !15
  %88 = extractelement <1 x float> %87, i64 0, !dbg !15
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 64, !dbg !15
  %90 = load <1 x float>, ptr addrspace(3) %89, align 4, !dbg !15
  %91 = extractelement <1 x float> %90, i64 0, !dbg !15
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 96, !dbg !15
  %93 = load <1 x float>, ptr addrspace(3) %92, align 4, !dbg !15
  %94 = extractelement <1 x float> %93, i64 0, !dbg !15
  fence syncscope("workgroup") release, !dbg !16, !mmra !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !17
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %18, !dbg !16
  store <4 x float> %24, ptr addrspace(3) %95, align 16, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !17
  %96 = shl nuw nsw i32 %10, 2, !dbg !16
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %96, !dbg !16
  %98 = load <1 x float>, ptr addrspace(3) %97, align 4, !dbg !16
  %99 = extractelement <1 x float> %98, i64 0, !dbg !16
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 256, !dbg !16
  %101 = load <1 x float>, ptr addrspace(3) %100, align 4, !dbg !16
  %102 = extractelement <1 x float> %101, i64 0, !dbg !16
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 512, !dbg !16
  %104 = load <1 x float>, ptr addrspace(3) %103, align 4, !dbg !16
  %105 = extractelement <1 x float> %104, i64 0, !dbg !16
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 768, !dbg !16
  %107 = load <1 x float>, ptr addrspace(3) %106, align 4, !dbg !16
  %108 = extractelement <1 x float> %107, i64 0, !dbg !16
  %109 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 1024, !dbg !16
  %110 = load <1 x float>, ptr addrspace(3) %109, align 4, !dbg !16
  %111 = extractelement <1 x float> %110, i64 0, !dbg !16
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 1280, !dbg !16
  %113 = load <1 x float>, ptr addrspace(3) %112, align 4, !dbg !16
  %114 = extractelement <1 x float> %113, i64 0, !dbg !16
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 1536, !dbg !16
  %116 = load <1 x float>, ptr addrspace(3) %115, align 4, !dbg !16
  %117 = extractelement <1 x float> %116, i64 0, !dbg !16
  %118 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 1792, !dbg !16
  %119 = load <1 x float>, ptr addrspace(3) %118, align 4, !dbg !16
  %120 = extractelement <1 x float> %119, i64 0, !dbg !16
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 2048, !dbg !16
  %122 = load <1 x float>, ptr addrspace(3) %121, align 4, !dbg !16
  %123 = extractelement <1 x float> %122, i64 0, !dbg !16
  %124 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 2304, !dbg !16
  %125 = load <1 x float>, ptr addrspace(3) %124, align 4, !dbg !16
  %126 = extractelement <1 x float> %125, i64 0, !dbg !16
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 2560, !dbg !16
  %128 = load <1 x float>, ptr addrspace(3) %127, align 4, !dbg !16
  %129 = extractelement <1 x float> %128, i64 0, !dbg !16
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 2816, !dbg !16
  %131 = load <1 x float>, ptr addrspace(3) %130, align 4, !dbg !16
  %132 = extractelement <1 x float> %131, i64 0, !dbg !16
  %133 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 3072, !dbg !16
  %134 = load <1 x float>, ptr addrspace(3) %133, align 4, !dbg !16
  %135 = extractelement <1 x float> %134, i64 0, !dbg !16
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 3328, !dbg !16
  %137 = load <1 x float>, ptr addrspace(3) %136, align 4, !dbg !16
  %138 = extractelement <1 x float> %137, i64 0, !dbg !16
  %139 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 3584, !dbg !16
  %140 = load <1 x float>, ptr addrspace(3) %139, align 4, !dbg !16
  %141 = extractelement <1 x float> %140, i64 0, !dbg !16
  %142 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 3840, !dbg !16
  %143 = load <1 x float>, ptr addrspace(3) %142, align 4, !dbg !16
  %144 = extractelement <1 x float> %143, i64 0, !dbg !16
  %145 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %99, float %46, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !18
  %146 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %102, float %59, <16 x float> %145, i32 0, i32 0, i32 0), !dbg !18
  %147 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %105, float %72, <16 x float> %146, i32 0, i32 0, i32 0), !dbg !18
  %148 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %108, float %85, <16 x float> %147, i32 0, i32 0, i32 0), !dbg !18
  %149 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %111, float %49, <16 x float> %148, i32 0, i32 0, i32 0), !dbg !18
  %150 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %114, float %62, <16 x float> %149, i32 0, i32 0, i32 0), !dbg !18
  %151 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %117, float %75, <16 x float> %150, i32 0, i32 0, i32 0), !dbg !18
  %152 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %120, float %88, <16 x float> %151, i32 0, i32 0, i32 0), !dbg !18
  %153 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %123, float %52, <16 x float> %152, i32 0, i32 0, i32 0), !dbg !18
  %154 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %126, float %65, <16 x float> %153, i32 0, i32 0, i32 0), !dbg !18
  %155 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %129, float %78, <16 x float> %154, i32 0, i32 0, i32 0), !dbg !18
  %156 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %132, float %91, <16 x float> %155, i32 0, i32 0, i32 0), !dbg !18
  %157 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %135, float %55, <16 x float> %156, i32 0, i32 0, i32 0), !dbg !18
  %158 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %138, float %68, <16 x float> %157, i32 0, i32 0, i32 0), !dbg !18
  %159 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %141, float %81, <16 x float> %158, i32 0, i32 0, i32 0), !dbg !18
  %160 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %144, float %94, <16 x float> %159, i32 0, i32 0, i32 0), !dbg !18
  %161 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !11
  %162 = icmp eq i32 %9, 0, !dbg !11
  %163 = shufflevector <16 x float> %160, <16 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !11
  %164 = shl nuw nsw i32 %13, 7, !dbg !11
  %165 = shl nuw nsw i32 %15, 2, !dbg !11
  %166 = or disjoint i32 %164, %165, !dbg !11
  %167 = select i1 %162, i32 %166, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %163, ptr addrspace(8) %161, i32 %167, i32 0, i32 0), !dbg !11
  %168 = shufflevector <16 x float> %160, <16 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !11
  %169 = or disjoint i32 %166, 32, !dbg !11
  %170 = select i1 %162, i32 %169, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %168, ptr addrspace(8) %161, i32 %170, i32 0, i32 0), !dbg !11
  %171 = shufflevector <16 x float> %160, <16 x float> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !11
  %172 = or disjoint i32 %166, 64, !dbg !11
  %173 = select i1 %162, i32 %172, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %171, ptr addrspace(8) %161, i32 %173, i32 0, i32 0), !dbg !11
  %174 = shufflevector <16 x float> %160, <16 x float> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !11
  %175 = or disjoint i32 %166, 96, !dbg !11
  %176 = select i1 %162, i32 %175, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %174, ptr addrspace(8) %161, i32 %176, i32 0, i32 0), !dbg !11
  ret void, !dbg !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float>, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul_ieee", linkageName: "matmul_ieee", scope: !1, file: !1, line: 106, type: !5, scopeLine: 106, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 113, column: 5, scope: !4)
!12 = !DILocation(line: 111, column: 21, scope: !4)
!13 = !DILocation(line: 111, column: 39, scope: !4)
!14 = !DILocation(line: 111, column: 17, scope: !4)
!15 = !DILocation(line: 111, column: 9, scope: !4)
!16 = !DILocation(line: 112, column: 9, scope: !4)
!17 = !{!"amdgpu-synchronize-as", !"local"}
!18 = !DILocation(line: 113, column: 49, scope: !4)
!19 = !DILocation(line: 106, column: 1, scope: !4)

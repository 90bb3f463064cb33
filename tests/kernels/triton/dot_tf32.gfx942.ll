; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @matmul(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !11
  %8 = lshr i32 %7, 6, !dbg !11
  %9 = and i32 %8, 3, !dbg !11
  %10 = and i32 %6, 63, !dbg !12
  %11 = shl nuw nsw i32 %9, 6, !dbg !12
  %12 = or disjoint i32 %11, %10, !dbg !12
  %13 = and i32 %6, 31, !dbg !12
  %14 = and i32 %6, 32, !dbg !13
  %15 = lshr exact i32 %14, 1, !dbg !13
  %16 = shl nuw nsw i32 %6, 4, !dbg !13
  %17 = and i32 %16, 112, !dbg !13
  %18 = shl nuw nsw i32 %12, 4, !dbg !14
  %19 = and i32 %18, 3968, !dbg !14
  %20 = or disjoint i32 %19, %17, !dbg !14
  %21 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !15
  %22 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %21, i32 %20, i32 0, i32 0), !dbg !15
  %23 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !16
  %24 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %23, i32 %20, i32 0, i32 0), !dbg !16
  %25 = shl nuw nsw i32 %13, 7, !dbg !17
  %26 = or disjoint i32 %25, %15, !dbg !17
  %27 = and i32 %12, 120, !dbg !15
  %28 = xor i32 %18, %27, !dbg !15
  %29 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %28, !dbg !15
  %30 = shufflevector <4 x float> %22, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !15
  store <2 x float> %30, ptr addrspace(3) %29, align 8, !dbg !15
  %31 = xor i32 %28, 8, !dbg !15
  %32 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %31, !dbg !15
  %33 = shufflevector <4 x float> %22, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !15
  store <2 x float> %33, ptr addrspace(3) %32, align 8, !dbg !15
  fence syncscope("workgroup") release, !dbg !15, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !15
  fence syncscope("workgroup") acquire, !dbg !15, !mmra !18
  %34 = shl nuw nsw i32 %13, 7, !dbg !15
  %35 = shl nuw nsw i32 %6, 3, !dbg !15
  %36 = and i32 %35, 120, !dbg !15
  %37 = lshr exact i32 %14, 2, !dbg !15
  %38 = xor i32 %36, %37, !dbg !15
  %39 = or disjoint i32 %38, %34, !dbg !15
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %39, !dbg !15
  %41 = load <2 x float>, ptr addrspace(3) %40, align 8, !dbg !15
  %42 = xor i32 %39, 16, !dbg !15
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %42, !dbg !15
  %44 = load <2 x float>, ptr addrspace(3) %43, align 8, !dbg !15
  %45 = xor i32 %39, 32, !dbg !15
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %45, !dbg !15
  %47 = load <2 x float>, ptr addrspace(3) %46, align 8, !dbg !15
  %48 = xor i32 %39, 48, !dbg !15
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %48, !dbg !15
  %50 = load <2 x float>, ptr addrspace(3) %49, align 8, !dbg !15
  %51 = xor i32 %39, 64, !dbg !15
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %51, !dbg !15
  %53 = load <2 x float>, ptr addrspace(3) %52, align 8, !dbg !15
  %54 = xor i32 %39, 80, !dbg !15
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %54, !dbg !15
  %56 = load <2 x float>, ptr addrspace(3) %55, align 8, !dbg !15
  %57 = xor i32 %39, 96, !dbg !15
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %57, !dbg !15
  %59 = load <2 x float>, ptr addrspace(3) %58, align 8, !dbg !15
  %60 = xor i32 %39, 112, !dbg !15
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %60, !dbg !15
  %62 = load <2 x float>, ptr addrspace(3) %61, align 8, !dbg !15
  fence syncscope("workgroup") release, !dbg !16, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !18
  %63 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %18, !dbg !16
  store <4 x float> %24, ptr addrspace(3) %63, align 16, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !18
  %64 = shl nuw nsw i32 %13, 2, !dbg !16
  %65 = shl nuw nsw i32 %14, 3, !dbg !16
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %65, !dbg !16
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) %66, i32 %64, !dbg !16
  %68 = load <1 x float>, ptr addrspace(3) %67, align 4, !dbg !16
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 128, !dbg !16
  %70 = load <1 x float>, ptr addrspace(3) %69, align 4, !dbg !16
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 512, !dbg !16
  %72 = load <1 x float>, ptr addrspace(3) %71, align 4, !dbg !16
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 640, !dbg !16
  %74 = load <1 x float>, ptr addrspace(3) %73, align 4, !dbg !16
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 1024, !dbg !16
  %76 = load <1 x float>, ptr addrspace(3) %75, align 4, !dbg !16
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 1152, !dbg !16
  %78 = load <1 x float>, ptr addrspace(3) %77, align 4, !dbg !16
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 1536, !dbg !16
  %80 = load <1 x float>, ptr addrspace(3) %79, align 4, !dbg !16
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 1664, !dbg !16
  %82 = load <1 x float>, ptr addrspace(3) %81, align 4, !dbg !16
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 2048, !dbg !16
  %84 = load <1 x float>, ptr addrspace(3) %83, align 4, !dbg !16
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 2176, !dbg !16
  %86 = load <1 x float>, ptr addrspace(3) %85, align 4, !dbg !16
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 2560, !dbg !16
  %88 = load <1 x float>, ptr addrspace(3) %87, align 4, !dbg !16
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 2688, !dbg !16
  %90 = load <1 x float>, ptr addrspace(3) %89, align 4, !dbg !16
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 3072, !dbg !16
  %92 = load <1 x float>, ptr addrspace(3) %91, align 4, !dbg !16
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 3200, !dbg !16
  %94 = load <1 x float>, ptr addrspace(3) %93, align 4, !dbg !16
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 3584, !dbg !16
  %96 = load <1 x float>, ptr addrspace(3) %95, align 4, !dbg !16
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 3712, !dbg !16
  %98 = load <1 x float>, ptr addrspace(3) %97, align 4, !dbg !16
  %99 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %41), !dbg !19
  %100 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %44), !dbg !19
  %101 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %47), !dbg !19
  %102 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %50), !dbg !19
  %103 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %53), !dbg !19
  %104 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %56), !dbg !19
  %105 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %59), !dbg !19
  %106 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %62), !dbg !19
  %107 = shufflevector <1 x float> %68, <1 x float> %70, <2 x i32> <i32 0, i32 1>, !dbg !19
  %108 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %107), !dbg !19
  %109 = shufflevector <1 x float> %72, <1 x float> %74, <2 x i32> <i32 0, i32 1>, !dbg !19
  %110 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %109), !dbg !19
  %111 = shufflevector <1 x float> %76, <1 x float> %78, <2 x i32> <i32 0, i32 1>, !dbg !19
  %112 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %111), !dbg !19
  %113 = shufflevector <1 x float> %80, <1 x float> %82, <2 x i32> <i32 0, i32 1>, !dbg !19
  %114 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %113), !dbg !19
  %115 = shufflevector <1 x float> %84, <1 x float> %86, <2 x i32> <i32 0, i32 1>, !dbg !19
  %116 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %115), !dbg !19
  %117 = shufflevector <1 x float> %88, <1 x float> %90, <2 x i32> <i32 0, i32 1>, !dbg !19
  %118 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %117), !dbg !19
  %119 = shufflevector <1 x float> %92, <1 x float> %94, <2 x i32> <i32 0, i32 1>, !dbg !19
  %120 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %119), !dbg !19
  %121 = shufflevector <1 x float> %96, <1 x float> %98, <2 x i32> <i32 0, i32 1>, !dbg !19
  %122 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %121), !dbg !19
  %123 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %108, <2 x float> %99, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !19
  %124 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %110, <2 x float> %100, <16 x float> %123, i32 0, i32 0, i32 0), !dbg !19
  %125 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %112, <2 x float> %101, <16 x float> %124, i32 0, i32 0, i32 0), !dbg !19
  %126 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %114, <2 x float> %102, <16 x float> %125, i32 0, i32 0, i32 0), !dbg !19
  %127 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %116, <2 x float> %103, <16 x float> %126, i32 0, i32 0, i32 0), !dbg !19
  %128 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %118, <2 x float> %104, <16 x float> %127, i32 0, i32 0, i32 0), !dbg !19
  %129 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %120, <2 x float> %105, <16 x float> %128, i32 0, i32 0, i32 0), !dbg !19
  %130 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %122, <2 x float> %106, <16 x float> %129, i32 0, i32 0, i32 0), !dbg !19
  %131 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !11
  %132 = icmp eq i32 %9, 0, !dbg !11
  %133 = shufflevector <16 x float> %130, <16 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !11
  %134 = select i1 %132, i32 %26, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %133, ptr addrspace(8) %131, i32 %134, i32 0, i32 0), !dbg !11
  %135 = shufflevector <16 x float> %130, <16 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !11
  %136 = or disjoint i32 %26, 32, !dbg !11
  %137 = select i1 %132, i32 %136, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %135, ptr addrspace(8) %131, i32 %137, i32 0, i32 0), !dbg !11
  %138 = shufflevector <16 x float> %130, <16 x float> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !11
  %139 = or disjoint i32 %26, 64, !dbg !11
  %140 = select i1 %132, i32 %139, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %138, ptr addrspace(8) %131, i32 %140, i32 0, i32 0), !dbg !11
  %141 = shufflevector <16 x float> %130, <16 x float> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !11
  %142 = or disjoint i32 %26, 96, !dbg !11
  %143 = select i1 %132, i32 %142, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %141, ptr addrspace(8) %131, i32 %143, i32 0, i32 0), !dbg !11
  ret void, !dbg !20
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
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float>, <2 x float>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float>, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.canonicalize.v2f32(<2 x float>) #8

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul", linkageName: "matmul", scope: !1, file: !1, line: 95, type: !5, scopeLine: 95, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 102, column: 5, scope: !4)
!12 = !DILocation(line: 100, column: 21, scope: !4)
!13 = !DILocation(line: 100, column: 39, scope: !4)
!14 = !DILocation(line: 100, column: 17, scope: !4)
!15 = !DILocation(line: 100, column: 9, scope: !4)
!16 = !DILocation(line: 101, column: 9, scope: !4)
!17 = !DILocation(line: 102, column: 14, scope: !4)
!18 = !{!"amdgpu-synchronize-as", !"local"}
!19 = !DILocation(line: 102, column: 49, scope: !4)
!20 = !DILocation(line: 95, column: 1, scope: !4)

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @matmul(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !13
  %8 = lshr i32 %7, 6, !dbg !13
  %9 = and i32 %8, 3, !dbg !13
  %10 = and i32 %6, 63, !dbg !14
  %11 = shl nuw nsw i32 %9, 6, !dbg !14
  %12 = or disjoint i32 %11, %10, !dbg !14
  %13 = and i32 %6, 31, !dbg !14
  %14 = and i32 %6, 32, !dbg !15
  %15 = lshr exact i32 %14, 3, !dbg !15
  %16 = shl nuw nsw i32 %6, 2, !dbg !15
  %17 = and i32 %16, 28, !dbg !15
  %18 = shl nuw nsw i32 %12, 2, !dbg !16
  %19 = and i32 %18, 992, !dbg !16
  %20 = or disjoint i32 %19, %17, !dbg !16
  %21 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !17
  %22 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %21, i32 %20, i32 0, i32 0), !dbg !17
  %23 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !18
  %24 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %23, i32 %20, i32 0, i32 0), !dbg !18
  %25 = shl nuw nsw i32 %13, 5, !dbg !19
  %26 = or disjoint i32 %25, %15, !dbg !19
  %27 = lshr i32 %12, 2, !dbg !17
  %28 = and i32 %27, 24, !dbg !17
  %29 = xor i32 %28, %18, !dbg !17
  %30 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %29, !dbg !17
  store i32 %22, ptr addrspace(3) %30, align 4, !dbg !17
  fence syncscope("workgroup") release, !dbg !17, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17, !mmra !20
  %31 = shl nuw nsw i32 %6, 1, !dbg !17
  %32 = and i32 %31, 24, !dbg !17
  %33 = lshr exact i32 %14, 2, !dbg !17
  %34 = xor i32 %32, %33, !dbg !17
  %35 = or disjoint i32 %34, %25, !dbg !17
  %36 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %35, !dbg !17
  %37 = load i64, ptr addrspace(3) %36, align 8, !dbg !17
  %38 = xor i32 %35, 16, !dbg !17
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %38, !dbg !17
  %40 = load i64, ptr addrspace(3) %39, align 8, !dbg !17
  fence syncscope("workgroup") release, !dbg !18, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !20
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %18, !dbg !18
  store i32 %24, ptr addrspace(3) %41, align 4, !dbg !18
  fence syncscope("workgroup") release, !dbg !18, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !20
  %42 = shl nuw nsw i32 %14, 3, !dbg !18
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %42, !dbg !18
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) %43, i32 %13, !dbg !18
  %45 = load <1 x i8>, ptr addrspace(3) %44, align 1, !dbg !18
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 32, !dbg !18
  %47 = load <1 x i8>, ptr addrspace(3) %46, align 1, !dbg !18
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 64, !dbg !18
  %49 = load <1 x i8>, ptr addrspace(3) %48, align 1, !dbg !18
  %50 = shufflevector <1 x i8> %49, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 96, !dbg !18
  %52 = load <1 x i8>, ptr addrspace(3) %51, align 1, !dbg !18
  %53 = shufflevector <1 x i8> %52, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 128, !dbg !18
  %55 = load <1 x i8>, ptr addrspace(3) %54, align 1, !dbg !18
  %56 = shufflevector <1 x i8> %55, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %57 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 160, !dbg !18
  %58 = load <1 x i8>, ptr addrspace(3) %57, align 1, !dbg !18
  %59 = shufflevector <1 x i8> %58, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %60 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 192, !dbg !18
  %61 = load <1 x i8>, ptr addrspace(3) %60, align 1, !dbg !18
  %62 = shufflevector <1 x i8> %61, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %63 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 224, !dbg !18
  %64 = load <1 x i8>, ptr addrspace(3) %63, align 1, !dbg !18
  %65 = shufflevector <1 x i8> %64, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 512, !dbg !18
  %67 = load <1 x i8>, ptr addrspace(3) %66, align 1, !dbg !18
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 544, !dbg !18
  %69 = load <1 x i8>, ptr addrspace(3) %68, align 1, !dbg !18
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 576, !dbg !18
  %71 = load <1 x i8>, ptr addrspace(3) %70, align 1, !dbg !18
  %72 = shufflevector <1 x i8> %71, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 608, !dbg !18
  %74 = load <1 x i8>, ptr addrspace(3) %73, align 1, !dbg !18
  %75 = shufflevector <1 x i8> %74, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 640, !dbg !18
  %77 = load <1 x i8>, ptr addrspace(3) %76, align 1, !dbg !18
  %78 = shufflevector <1 x i8> %77, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 672, !dbg !18
  %80 = load <1 x i8>, ptr addrspace(3) %79, align 1, !dbg !18
  %81 = shufflevector <1 x i8> %80, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 704, !dbg !18
  %83 = load <1 x i8>, ptr addrspace(3) %82, align 1, !dbg !18
  %84 = shufflevector <1 x i8> %83, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 736, !dbg !18
  %86 = load <1 x i8>, ptr addrspace(3) %85, align 1, !dbg !18
  %87 = shufflevector <1 x i8> %86, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %88 = shufflevector <1 x i8> %45, <1 x i8> %47, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !21
  %89 = shufflevector <8 x i8> %88, <8 x i8> %50, <8 x i32> <i32 0, i32 1, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !21
  %90 = shufflevector <8 x i8> %89, <8 x i8> %53, <8 x i32> <i32 0, i32 1, i32 2, i32 8, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !21
  %91 = shufflevector <8 x i8> %90, <8 x i8> %56, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 poison, i32 poison, i32 poison>, !dbg !21
  %92 = shufflevector <8 x i8> %91, <8 x i8> %59, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 8, i32 poison, i32 poison>, !dbg !21
  %93 = shufflevector <8 x i8> %92, <8 x i8> %62, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 poison>, !dbg !21
  %94 = shufflevector <8 x i8> %93, <8 x i8> %65, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 8>, !dbg !21
  %95 = bitcast <8 x i8> %94 to i64, !dbg !21
  %96 = shufflevector <1 x i8> %67, <1 x i8> %69, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !21
  %97 = shufflevector <8 x i8> %96, <8 x i8> %72, <8 x i32> <i32 0, i32 1, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !21
  %98 = shufflevector <8 x i8> %97, <8 x i8> %75, <8 x i32> <i32 0, i32 1, i32 2, i32 8, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !21
  %99 = shufflevector <8 x i8> %98, <8 x i8> %78, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 poison, i32 poison, i32 poison>, !dbg !21
  %100 = shufflevector <8 x i8> %99, <8 x i8> %81, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 8, i32 poison, i32 poison>, !dbg !21
  %101 = shufflevector <8 x i8> %100, <8 x i8> %84, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 poison>, !dbg !21
  %102 = shufflevector <8 x i8> %101, <8 x i8> %87, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 8>, !dbg !21
  %103 = bitcast <8 x i8> %102 to i64, !dbg !21
  %104 = tail call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x16.i8(i64 %95, i64 %37, <16 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !21
  %105 = tail call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x16.i8(i64 %103, i64 %40, <16 x i32> %104, i32 0, i32 0, i32 0), !dbg !21
  %106 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !13
  %107 = icmp eq i32 %9, 0, !dbg !13
  %108 = shufflevector <16 x i32> %105, <16 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !13
  %109 = shl nuw nsw i32 %26, 2, !dbg !13
  %110 = select i1 %107, i32 %109, i32 -2147483648, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %108, ptr addrspace(8) %106, i32 %110, i32 0, i32 0), !dbg !13
  %111 = shufflevector <16 x i32> %105, <16 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !13
  %112 = or disjoint i32 %109, 32, !dbg !13
  %113 = select i1 %107, i32 %112, i32 -2147483648, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %111, ptr addrspace(8) %106, i32 %113, i32 0, i32 0), !dbg !13
  %114 = shufflevector <16 x i32> %105, <16 x i32> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !13
  %115 = or disjoint i32 %109, 64, !dbg !13
  %116 = select i1 %107, i32 %115, i32 -2147483648, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %114, ptr addrspace(8) %106, i32 %116, i32 0, i32 0), !dbg !13
  %117 = shufflevector <16 x i32> %105, <16 x i32> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !13
  %118 = or disjoint i32 %109, 96, !dbg !13
  %119 = select i1 %107, i32 %118, i32 -2147483648, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %117, ptr addrspace(8) %106, i32 %119, i32 0, i32 0), !dbg !13
  ret void, !dbg !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x i32> @llvm.amdgcn.mfma.i32.32x32x16.i8(i64, i64, <16 x i32>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32>, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

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
!4 = distinct !DISubprogram(name: "matmul", linkageName: "matmul", scope: !1, file: !1, line: 95, type: !5, scopeLine: 95, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 8, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 102, column: 5, scope: !4)
!14 = !DILocation(line: 100, column: 21, scope: !4)
!15 = !DILocation(line: 100, column: 39, scope: !4)
!16 = !DILocation(line: 100, column: 17, scope: !4)
!17 = !DILocation(line: 100, column: 9, scope: !4)
!18 = !DILocation(line: 101, column: 9, scope: !4)
!19 = !DILocation(line: 102, column: 14, scope: !4)
!20 = !{!"amdgpu-synchronize-as", !"local"}
!21 = !DILocation(line: 102, column: 49, scope: !4)
!22 = !DILocation(line: 95, column: 1, scope: !4)

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @half_ops(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, ptr addrspace(1) nofree readnone captures(none) %5, ptr addrspace(1) nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %9 = shl i32 %8, 8, !dbg !12
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %11 = shl nuw nsw i32 %10, 3, !dbg !13
  %12 = and i32 %11, 248, !dbg !13
  %13 = or disjoint i32 %12, %9, !dbg !12
  %14 = or disjoint i32 %13, 1, !dbg !12
  %15 = or disjoint i32 %13, 2, !dbg !12
  %16 = or disjoint i32 %13, 3, !dbg !12
  %17 = or disjoint i32 %13, 4, !dbg !12
  %18 = or disjoint i32 %13, 5, !dbg !12
  %19 = or disjoint i32 %13, 6, !dbg !12
  %20 = or disjoint i32 %13, 7, !dbg !12
  %21 = icmp slt i32 %13, %4, !dbg !14
  %22 = icmp slt i32 %14, %4, !dbg !14
  %23 = icmp slt i32 %15, %4, !dbg !14
  %24 = icmp slt i32 %16, %4, !dbg !14
  %25 = icmp slt i32 %17, %4, !dbg !14
  %26 = icmp slt i32 %18, %4, !dbg !14
  %27 = icmp slt i32 %19, %4, !dbg !14
  %28 = icmp slt i32 %20, %4, !dbg !14
  %29 = sext i32 %13 to i64, !dbg !15
  %30 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %29, !dbg !15
  %31 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %30, i1 %21) #2, !dbg !16
  %32 = bitcast i16 %31 to half, !dbg !16
  %33 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 2 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %30, i1 %22) #2, !dbg !16
  %34 = bitcast i16 %33 to half, !dbg !16
  %35 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 4 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %30, i1 %23) #2, !dbg !16
  %36 = bitcast i16 %35 to half, !dbg !16
  %37 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 6 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %30, i1 %24) #2, !dbg !16
  %38 = bitcast i16 %37 to half, !dbg !16
  %39 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 8 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %30, i1 %25) #2, !dbg !16
  %40 = bitcast i16 %39 to half, !dbg !16
  %41 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 10 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %30, i1 %26) #2, !dbg !16
  %42 = bitcast i16 %41 to half, !dbg !16
  %43 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 12 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %30, i1 %27) #2, !dbg !16
  %44 = bitcast i16 %43 to half, !dbg !16
  %45 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 14 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %30, i1 %28) #2, !dbg !16
  %46 = bitcast i16 %45 to half, !dbg !16
  %47 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %29, !dbg !17
  %48 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %47, i1 %21) #2, !dbg !18
  %49 = bitcast i16 %48 to half, !dbg !18
  %50 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 2 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %47, i1 %22) #2, !dbg !18
  %51 = bitcast i16 %50 to half, !dbg !18
  %52 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 4 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %47, i1 %23) #2, !dbg !18
  %53 = bitcast i16 %52 to half, !dbg !18
  %54 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 6 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %47, i1 %24) #2, !dbg !18
  %55 = bitcast i16 %54 to half, !dbg !18
  %56 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 8 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %47, i1 %25) #2, !dbg !18
  %57 = bitcast i16 %56 to half, !dbg !18
  %58 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 10 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %47, i1 %26) #2, !dbg !18
  %59 = bitcast i16 %58 to half, !dbg !18
  %60 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 12 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %47, i1 %27) #2, !dbg !18
  %61 = bitcast i16 %60 to half, !dbg !18
  %62 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 14 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %47, i1 %28) #2, !dbg !18
  %63 = bitcast i16 %62 to half, !dbg !18
  %64 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %29, !dbg !19
  %65 = fmul half %32, %49, !dbg !20
  %66 = fmul half %34, %51, !dbg !20
  %67 = fmul half %36, %53, !dbg !20
  %68 = fmul half %38, %55, !dbg !20
  %69 = fmul half %40, %57, !dbg !20
  %70 = fmul half %42, %59, !dbg !20
  %71 = fmul half %44, %61, !dbg !20
  %72 = fmul half %46, %63, !dbg !20
  %73 = fadd half %65, %32, !dbg !20
  %74 = fadd half %66, %34, !dbg !20
  %75 = fadd half %67, %36, !dbg !20
  %76 = fadd half %68, %38, !dbg !20
  %77 = fadd half %69, %40, !dbg !20
  %78 = fadd half %70, %42, !dbg !20
  %79 = fadd half %71, %44, !dbg !20
  %80 = fadd half %72, %46, !dbg !20
  %81 = bitcast half %73 to i16, !dbg !21
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %81, ptr addrspace(1) %64, i1 %21) #2, !dbg !21
  %82 = bitcast half %74 to i16, !dbg !21
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 2 ], { $0 };", "c,l,b"(i16 %82, ptr addrspace(1) %64, i1 %22) #2, !dbg !21
  %83 = bitcast half %75 to i16, !dbg !21
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 4 ], { $0 };", "c,l,b"(i16 %83, ptr addrspace(1) %64, i1 %23) #2, !dbg !21
  %84 = bitcast half %76 to i16, !dbg !21
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 6 ], { $0 };", "c,l,b"(i16 %84, ptr addrspace(1) %64, i1 %24) #2, !dbg !21
  %85 = bitcast half %77 to i16, !dbg !21
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 8 ], { $0 };", "c,l,b"(i16 %85, ptr addrspace(1) %64, i1 %25) #2, !dbg !21
  %86 = bitcast half %78 to i16, !dbg !21
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 10 ], { $0 };", "c,l,b"(i16 %86, ptr addrspace(1) %64, i1 %26) #2, !dbg !21
  %87 = bitcast half %79 to i16, !dbg !21
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 12 ], { $0 };", "c,l,b"(i16 %87, ptr addrspace(1) %64, i1 %27) #2, !dbg !21
  %88 = bitcast half %80 to i16, !dbg !21
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 14 ], { $0 };", "c,l,b"(i16 %88, ptr addrspace(1) %64, i1 %28) #2, !dbg !21
  %89 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %29, !dbg !22
  %90 = fpext half %32 to float, !dbg !23
  %91 = fpext half %34 to float, !dbg !23
  %92 = fpext half %36 to float, !dbg !23
  %93 = fpext half %38 to float, !dbg !23
  %94 = fpext half %40 to float, !dbg !23
  %95 = fpext half %42 to float, !dbg !23
  %96 = fpext half %44 to float, !dbg !23
  %97 = fpext half %46 to float, !dbg !23
  %98 = fpext half %49 to float, !dbg !24
  %99 = fpext half %51 to float, !dbg !24
  %100 = fpext half %53 to float, !dbg !24
  %101 = fpext half %55 to float, !dbg !24
  %102 = fpext half %57 to float, !dbg !24
  %103 = fpext half %59 to float, !dbg !24
  %104 = fpext half %61 to float, !dbg !24
  %105 = fpext half %63 to float, !dbg !24
  %106 = fsub float %90, %98, !dbg !23
  %107 = fsub float %91, %99, !dbg !23
  %108 = fsub float %92, %100, !dbg !23
  %109 = fsub float %93, %101, !dbg !23
  %110 = fsub float %94, %102, !dbg !23
  %111 = fsub float %95, %103, !dbg !23
  %112 = fsub float %96, %104, !dbg !23
  %113 = fsub float %97, %105, !dbg !23
  %114 = fptrunc float %106 to bfloat, !dbg !25
  %115 = fptrunc float %107 to bfloat, !dbg !25
  %116 = fptrunc float %108 to bfloat, !dbg !25
  %117 = fptrunc float %109 to bfloat, !dbg !25
  %118 = fptrunc float %110 to bfloat, !dbg !25
  %119 = fptrunc float %111 to bfloat, !dbg !25
  %120 = fptrunc float %112 to bfloat, !dbg !25
  %121 = fptrunc float %113 to bfloat, !dbg !25
  %122 = bitcast bfloat %114 to i16, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %122, ptr addrspace(1) %89, i1 %21) #2, !dbg !26
  %123 = bitcast bfloat %115 to i16, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 2 ], { $0 };", "c,l,b"(i16 %123, ptr addrspace(1) %89, i1 %22) #2, !dbg !26
  %124 = bitcast bfloat %116 to i16, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 4 ], { $0 };", "c,l,b"(i16 %124, ptr addrspace(1) %89, i1 %23) #2, !dbg !26
  %125 = bitcast bfloat %117 to i16, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 6 ], { $0 };", "c,l,b"(i16 %125, ptr addrspace(1) %89, i1 %24) #2, !dbg !26
  %126 = bitcast bfloat %118 to i16, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 8 ], { $0 };", "c,l,b"(i16 %126, ptr addrspace(1) %89, i1 %25) #2, !dbg !26
  %127 = bitcast bfloat %119 to i16, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 10 ], { $0 };", "c,l,b"(i16 %127, ptr addrspace(1) %89, i1 %26) #2, !dbg !26
  %128 = bitcast bfloat %120 to i16, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 12 ], { $0 };", "c,l,b"(i16 %128, ptr addrspace(1) %89, i1 %27) #2, !dbg !26
  %129 = bitcast bfloat %121 to i16, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 14 ], { $0 };", "c,l,b"(i16 %129, ptr addrspace(1) %89, i1 %28) #2, !dbg !26
  ret void, !dbg !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { nounwind "nvvm.reqntid"="32" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "half_ops", linkageName: "half_ops", scope: !1, file: !1, line: 158, type: !5, scopeLine: 158, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !11, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILocation(line: 160, column: 12, scope: !4)
!13 = !DILocation(line: 160, column: 39, scope: !4)
!14 = !DILocation(line: 161, column: 9, scope: !4)
!15 = !DILocation(line: 162, column: 17, scope: !4)
!16 = !DILocation(line: 162, column: 9, scope: !4)
!17 = !DILocation(line: 163, column: 17, scope: !4)
!18 = !DILocation(line: 163, column: 9, scope: !4)
!19 = !DILocation(line: 164, column: 14, scope: !4)
!20 = !DILocation(line: 164, column: 26, scope: !4)
!21 = !DILocation(line: 164, column: 5, scope: !4)
!22 = !DILocation(line: 165, column: 14, scope: !4)
!23 = !DILocation(line: 165, column: 27, scope: !4)
!24 = !DILocation(line: 165, column: 46, scope: !4)
!25 = !DILocation(line: 165, column: 26, scope: !4)
!26 = !DILocation(line: 165, column: 5, scope: !4)
!27 = !DILocation(line: 158, column: 1, scope: !4)
